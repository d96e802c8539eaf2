import { z } from 'zod';
import { endpoint } from './endpoint';
import { CalendarDateSchema } from './guidance';
import { AffirmationMoodInputSchema, AffirmationMoodSchema } from './moods';
import { CoffeeReadingSchema, ReadingSummarySchema } from './reading';
import { ROUTES } from './routes';
import { safeText } from './text';
import { ZodiacSignInputSchema, ZodiacSignSchema } from './zodiac';

export * from './journal-text';

const SAVED_CONTENT_MAX = 5000;

const SAVED_CONTENT_MESSAGES = {
  empty: 'Please send the text to save.',
  tooLong: 'The text to save must be at most 5,000 characters.',
} as const;
export const BAD_CURSOR_MESSAGE = 'That page of the journal could not be found. Please start again from the top.';
const SEARCH_MESSAGES = {
  tooShort: 'Please type at least 2 characters to search.',
  tooLong: 'Please search for at most 100 characters.',
} as const;

/** Trimmed text of `min` to `max` characters that the database can store (no NUL, no lone surrogate). */
const storableText = (min: number, max: number, messages: { short: string; long: string }) =>
  safeText({ message: messages.short }).trim().min(min, messages.short).max(max, messages.long);

const SavedContentSchema = storableText(1, SAVED_CONTENT_MAX, {
  short: SAVED_CONTENT_MESSAGES.empty,
  long: SAVED_CONTENT_MESSAGES.tooLong,
});

const IdSchema = z.number().int();
const Timestamp = z.iso.datetime({ offset: true });
const ReadingIdSchema = z
  .number({ message: 'Please send the id of the reading to save.' })
  .int({ message: 'Please send the id of the reading to save.' })
  .positive({ message: 'Please send the id of the reading to save.' });

/** A saved reading: {id, type, content, savedAt}, plus the reading it keeps. */
const SavedReadingSchema = z.object({
  id: IdSchema,
  type: z.literal('coffee'),
  readingId: IdSchema,
  content: z.string(),
  intention: z.string(),
  readingCreatedAt: Timestamp,
  savedAt: Timestamp,
});
export type SavedReading = z.infer<typeof SavedReadingSchema>;

const SavedHoroscopeSchema = z.object({
  id: IdSchema,
  sign: ZodiacSignSchema,
  content: z.string(),
  date: z.string(),
  savedAt: Timestamp,
});
export type SavedHoroscope = z.infer<typeof SavedHoroscopeSchema>;

const SavedAffirmationSchema = z.object({
  id: IdSchema,
  mood: AffirmationMoodSchema,
  content: z.string(),
  savedAt: Timestamp,
});
export type SavedAffirmation = z.infer<typeof SavedAffirmationSchema>;

const HOROSCOPE_DAY_MESSAGE = 'Please send a horoscope date from the year 2000 on.';
/** A horoscope's day: a real calendar date (PostgreSQL has no year 0, and Telve none before 2000). */
const HoroscopeDaySchema = CalendarDateSchema.refine((day) => Number(day.slice(0, 4)) >= 2000, {
  message: HOROSCOPE_DAY_MESSAGE,
});

const SaveReadingRequestSchema = z.object({ readingId: ReadingIdSchema }, { error: 'Please send a reading.' });
/** What the dashboard shows: the sign, the member's day and the horoscope text. */
export const SaveHoroscopeRequestSchema = z.object(
  { sign: ZodiacSignInputSchema, date: HoroscopeDaySchema, content: SavedContentSchema },
  { error: 'Please send the horoscope to save.' },
);
const SaveAffirmationRequestSchema = z.object(
  { mood: AffirmationMoodInputSchema, content: SavedContentSchema },
  { error: 'Please send the affirmation to save.' },
);

/** An opaque position in a list: where the next page starts. */
const CursorSchema = z
  .string()
  .max(200, BAD_CURSOR_MESSAGE)
  .regex(/^[A-Za-z0-9_-]+$/, BAD_CURSOR_MESSAGE);
const PageQuerySchema = z.object({ cursor: CursorSchema.optional() });
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const EntryParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const RemovedSchema = z.object({ id: IdSchema });

/** Which of the things on screen are saved: each part is asked only when sent. */
export const SavedStateRequestSchema = z.object({
  readingId: ReadingIdSchema.optional(),
  horoscope: SaveHoroscopeRequestSchema.pick({ sign: true, date: true }).optional(),
  affirmation: SaveAffirmationRequestSchema.optional(),
});
const SavedStateSchema = z.object({
  reading: SavedReadingSchema.nullable(),
  horoscope: SavedHoroscopeSchema.nullable(),
  affirmation: SavedAffirmationSchema.nullable(),
});
export type SavedState = z.infer<typeof SavedStateSchema>;

/** One reading of the member's history, saved or not, as the list shows it (the dialog opens it whole). */
const HistoryReadingSchema = ReadingSummarySchema.extend({ savedId: IdSchema.nullable() });
export type HistoryReading = z.infer<typeof HistoryReadingSchema>;

export const ReadingQuestionSchema = z.object({ question: z.string(), answer: z.string(), askedAt: Timestamp });
/** A whole reading as the journal opens it: the text, its symbols and every question asked about it. */
const JournalReadingSchema = CoffeeReadingSchema.extend({
  savedId: IdSchema.nullable(),
  questions: z.array(ReadingQuestionSchema),
});
export type JournalReading = z.infer<typeof JournalReadingSchema>;

const MoodPickSchema = z.object({ mood: z.string(), pickedAt: Timestamp });
const MoodHistorySchema = z.object({
  since: Timestamp,
  /** How often each mood was picked in the window, most picked first. */
  counts: z.array(z.object({ mood: z.string(), count: z.number().int() })),
  /** The picks themselves, newest first (at most 300). */
  picks: z.array(MoodPickSchema),
});
export type MoodHistory = z.infer<typeof MoodHistorySchema>;

const SearchQuerySchema = z.object({
  q: storableText(2, 100, { short: SEARCH_MESSAGES.tooShort, long: SEARCH_MESSAGES.tooLong }),
});
const SearchResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reading'), entry: SavedReadingSchema }),
  z.object({ kind: z.literal('horoscope'), entry: SavedHoroscopeSchema }),
  z.object({ kind: z.literal('affirmation'), entry: SavedAffirmationSchema }),
]);
export type SearchResult = z.infer<typeof SearchResultSchema>;

const JournalExportSchema = z.object({
  exportedAt: Timestamp,
  readings: z.array(SavedReadingSchema.extend({ questions: z.array(ReadingQuestionSchema) })),
  horoscopes: z.array(SavedHoroscopeSchema),
  affirmations: z.array(SavedAffirmationSchema),
  moods: z.array(MoodPickSchema),
});
export type JournalExport = z.infer<typeof JournalExportSchema>;

/** The journal and everything saved to it: all premium. */
export const journalEndpoints = {
  saveReading: endpoint({ ...ROUTES.saveReading, body: SaveReadingRequestSchema, response: SavedReadingSchema }),
  removeSavedReading: endpoint({ ...ROUTES.removeSavedReading, params: EntryParamsSchema, response: RemovedSchema }),
  listSavedReadings: endpoint({
    ...ROUTES.listSavedReadings,
    query: PageQuerySchema,
    response: pageOf(SavedReadingSchema),
  }),
  saveHoroscope: endpoint({
    ...ROUTES.saveHoroscope,
    body: SaveHoroscopeRequestSchema,
    response: SavedHoroscopeSchema,
  }),
  removeSavedHoroscope: endpoint({
    ...ROUTES.removeSavedHoroscope,
    params: EntryParamsSchema,
    response: RemovedSchema,
  }),
  listSavedHoroscopes: endpoint({
    ...ROUTES.listSavedHoroscopes,
    query: PageQuerySchema,
    response: pageOf(SavedHoroscopeSchema),
  }),
  saveAffirmation: endpoint({
    ...ROUTES.saveAffirmation,
    body: SaveAffirmationRequestSchema,
    response: SavedAffirmationSchema,
  }),
  removeSavedAffirmation: endpoint({
    ...ROUTES.removeSavedAffirmation,
    params: EntryParamsSchema,
    response: RemovedSchema,
  }),
  listSavedAffirmations: endpoint({
    ...ROUTES.listSavedAffirmations,
    query: PageQuerySchema,
    response: pageOf(SavedAffirmationSchema),
  }),
  /** A read, sent as POST because an affirmation's text may be too long for a URL. */
  savedState: endpoint({ ...ROUTES.savedState, body: SavedStateRequestSchema, response: SavedStateSchema }),
  readingHistory: endpoint({
    ...ROUTES.readingHistory,
    query: PageQuerySchema,
    response: pageOf(HistoryReadingSchema),
  }),
  journalReading: endpoint({ ...ROUTES.journalReading, params: EntryParamsSchema, response: JournalReadingSchema }),
  moodHistory: endpoint({ ...ROUTES.moodHistory, response: MoodHistorySchema }),
  searchJournal: endpoint({
    ...ROUTES.searchJournal,
    query: SearchQuerySchema,
    response: z.object({ results: z.array(SearchResultSchema) }),
  }),
  /** Answered as a file download (Content-Disposition: attachment). */
  exportJournal: endpoint({ ...ROUTES.exportJournal, response: JournalExportSchema }),
};
