// The journal's words and numbers the client shows, kept free of schemas so importing them does
// not bring zod into a screen (contract/journal.ts re-exports them with the schemas).

/** What a member can save to the journal. */
const JOURNAL_KINDS = ['reading', 'horoscope', 'affirmation'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** The toast title a free member gets on any Save button, and the sentence for each kind. */
export const PREMIUM_FEATURE_TITLE = 'Premium Feature';
export const PREMIUM_SAVE_MESSAGES: Record<JournalKind, string> = {
  reading: 'Saving readings is available only for premium members.',
  horoscope: 'Saving horoscopes is available only for premium members.',
  affirmation: 'Saving affirmations is available only for premium members.',
};
/** Toast titles after a save and after a removal. */
export const SAVE_TOASTS: Record<JournalKind, { saved: string; removed: string }> = {
  reading: { saved: 'Reading Saved', removed: 'Reading Removed' },
  horoscope: { saved: 'Horoscope Saved', removed: 'Horoscope Removed' },
  affirmation: { saved: 'Affirmation Saved', removed: 'Affirmation Removed' },
};

/** Entries per page of every journal list. */
export const JOURNAL_PAGE_SIZE = 20;
/** The mood history looks this many days back. */
export const MOOD_HISTORY_DAYS = 30;
