/**
 * The care check moved to server/src/features/care (a classifier for crisis and health questions);
 * these names stay here for the oracle's index and older imports.
 */
export { CARE_MESSAGE } from '@contract/care';
export { needsCare } from '../../care';
