import type { AffirmationMood } from '../../../../contract/moods';
import { BRIGHT_AFFIRMATIONS } from './affirmation-corpus-bright';
import { TENDER_AFFIRMATIONS } from './affirmation-corpus-tender';

/**
 * Telve's own affirmations, at least 20 for each mood an affirmation may be asked for: first or
 * second person, present tense, kind, and never medical.
 */
export const AFFIRMATIONS: Record<AffirmationMood, readonly string[]> = {
  ...BRIGHT_AFFIRMATIONS,
  ...TENDER_AFFIRMATIONS,
};
