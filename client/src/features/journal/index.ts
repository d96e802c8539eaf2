// The journal feature's public entry: the Save toggle the dashboard's cards and a reading use.
export { type JournalTarget, useJournalToggle } from './use-journal-toggle';
