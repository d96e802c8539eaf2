import { z } from 'zod';
import { LocaleSchema, TimeZoneSchema } from './care';
import { CupPhotoIdSchema, CupShapeSchema } from './cup-photos';
import { endpoint } from './endpoint';
import { INTENTIONS } from './intentions';
import { ROUTES } from './routes';
import { safeText } from './text';
import { ELEMENTS, ZodiacSignSchema } from './zodiac';

/**
 * Motion data of the three swirls: one entry per swirl, either from the phone's motion sensor or
 * from the simulate button's timing. Bounded so a request stays at most a few kilobytes.
 */
export const SwirlSchema = z.object({
  swirls: z
    .array(
      z.object({
        /** Peak rotation magnitude seen during the swirl. */
        peak: z.number().min(0).max(100_000),
        /** How long the swirl lasted, in milliseconds. */
        durationMs: z.number().min(0).max(60_000),
        /** Milliseconds since the first swirl began. */
        at: z.number().min(0).max(600_000),
      }),
    )
    .max(3),
  /** True when the swirls came from the 'Simulate Swirl' button. */
  simulated: z.boolean().optional(),
});
export type Swirl = z.infer<typeof SwirlSchema>;

export const CoffeeReadingRequestSchema = z.object({
  intention: safeText().trim().max(200, { message: 'Your intention must be at most 200 characters' }).default(''),
  category: z.enum(INTENTIONS).optional(),
  swirl: SwirlSchema.optional(),
  /** The browser's language and time zone: they choose the help lines if the reading becomes a care answer. */
  locale: LocaleSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
  /** A photo of the member's cup (POST /api/cup-photos): the reading then names the shapes found in it. */
  cupPhotoId: CupPhotoIdSchema.optional(),
});
export type CoffeeReadingRequest = z.infer<typeof CoffeeReadingRequestSchema>;

/** One shape seen in the cup, as shown beside the reading. */
export const ReadingSymbolSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** rim = near future, side = the coming weeks, bottom = further ahead, handle = home and self. */
  zone: z.enum(['rim', 'side', 'bottom', 'handle']),
  size: z.enum(['small', 'medium', 'large']),
  clarity: z.enum(['clear', 'faint']),
  /** Whether the shape faces toward the handle (coming to you) or away from it. */
  direction: z.enum(['toward', 'away']),
  tone: z.enum(['fortunate', 'cautionary', 'neutral']),
  /** The symbol's meaning for the reading's life area. */
  meaning: z.string(),
  /** Where the shape lies in the cup's photo (fractions of its width and height); only for a reading of a photo. */
  box: CupShapeSchema.shape.box.optional(),
});
export type ReadingSymbol = z.infer<typeof ReadingSymbolSchema>;

export const CoffeeReadingSchema = z.object({
  id: z.number().int(),
  reading: z.string(),
  symbols: z.array(ReadingSymbolSchema),
  createdAt: z.iso.datetime({ offset: true }),
  intention: z.string(),
  category: z.enum(INTENTIONS).nullable(),
  /** The photo the reading was read from (GET /api/cup-photos/:id/image), when it was. */
  cupPhotoId: z.string().optional(),
});
export type CoffeeReading = z.infer<typeof CoffeeReadingSchema>;

/** The life areas a shape is read for; a reading speaks to one of them. */
const LifeAreaSchema = z.enum(['love', 'career', 'health', 'general']);
export type LifeArea = z.infer<typeof LifeAreaSchema>;

/**
 * The two paragraphs beneath a reading, made true for this cup and this member: a spotlight on the
 * bridge when the cup holds one, else on its strongest shape; and the member's own sign's element
 * (a general paragraph for a member without a date of birth).
 */
const CupSignsSchema = z.object({
  /** Null when the reading has no cup (a care answer). */
  spotlight: z.object({ symbolId: z.string(), title: z.string(), text: z.string() }).nullable(),
  element: z.object({
    element: z.enum(ELEMENTS).nullable(),
    sign: ZodiacSignSchema.nullable(),
    title: z.string(),
    text: z.string(),
  }),
});
export type CupSigns = z.infer<typeof CupSignsSchema>;

/**
 * A reading as its own page shows it: the reading, the two paragraphs, and for each shape (by id)
 * what it means in the other areas of life, since the reading already gives its meaning for this one.
 */
const YourReadingSchema = CoffeeReadingSchema.extend({
  signs: CupSignsSchema,
  elsewhere: z.record(z.string(), z.array(z.object({ area: LifeAreaSchema, meaning: z.string() }))),
});
export type YourReading = z.infer<typeof YourReadingSchema>;

/** How many readings a page of the history holds, newest first. */
export const READINGS_PAGE_SIZE = 20;
/** The most of a reading's text a list shows: its opening, cut at a word. */
export const READING_EXCERPT_MAX = 160;
export const BAD_READINGS_CURSOR_MESSAGE =
  'That page of your readings could not be found. Please start again from the top.';

/** A reading as a list shows it: its date, intention and opening words, not its whole text or its cup. */
export const ReadingSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  intention: z.string(),
  category: z.enum(INTENTIONS).nullable(),
  /** The reading's first words, at most READING_EXCERPT_MAX characters (with '…' when cut). */
  excerpt: z.string(),
});
export type ReadingSummary = z.infer<typeof ReadingSummarySchema>;

const ReadingListQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z
    .string()
    .max(200, BAD_READINGS_CURSOR_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, BAD_READINGS_CURSOR_MESSAGE)
    .optional(),
});
const ReadingPageSchema = z.object({
  items: z.array(ReadingSummarySchema),
  /** Send it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ReadingPage = z.infer<typeof ReadingPageSchema>;

export const AskRequestSchema = z.object({
  question: safeText()
    .trim()
    .min(1, { message: 'Please enter a question' })
    .max(500, { message: 'Your question must be at most 500 characters' }),
  readingId: z.number().int().positive().optional(),
  locale: LocaleSchema.optional(),
  timeZone: TimeZoneSchema.optional(),
});
export type AskRequest = z.infer<typeof AskRequestSchema>;

const AskResponseSchema = z.object({ answer: z.string() });
export type AskResponse = z.infer<typeof AskResponseSchema>;

const ReadingParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A question asked about a reading, with the answer it was given. */
export const ReadingQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  askedAt: z.iso.datetime({ offset: true }),
});
export type ReadingQuestion = z.infer<typeof ReadingQuestionSchema>;
/** How many of a reading's questions come back, the newest ones, oldest first. */
export const READING_QUESTIONS_LIMIT = 100;

/**
 * The events of POST /api/ask/stream: a `message` event with a piece of text (`delta`) for each part
 * of the answer, then `done` with the whole answer, or `error` if the stream broke midway.
 */
export const AskStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('message'), data: z.object({ delta: z.string() }) }),
  z.object({ event: z.literal('done'), data: z.object({ answer: z.string() }) }),
  z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) }),
]);
export type AskStreamEvent = z.infer<typeof AskStreamEventSchema>;

export const readingEndpoints = {
  createReading: endpoint({
    ...ROUTES.createReading,
    body: CoffeeReadingRequestSchema,
    response: YourReadingSchema,
    status: 201,
  }),
  latestReading: endpoint({ ...ROUTES.latestReading, response: YourReadingSchema }),
  reading: endpoint({ ...ROUTES.reading, params: ReadingParamsSchema, response: YourReadingSchema }),
  /** The conversation about one reading, shown again when the member returns to it. */
  readingQuestions: endpoint({
    ...ROUTES.readingQuestions,
    params: ReadingParamsSchema,
    response: z.array(ReadingQuestionSchema),
  }),
  /** Reading history is a premium benefit; every reading is kept regardless. Keyset pages, newest first. */
  listReadings: endpoint({ ...ROUTES.listReadings, query: ReadingListQuerySchema, response: ReadingPageSchema }),
  ask: endpoint({ ...ROUTES.ask, body: AskRequestSchema, response: AskResponseSchema }),
  /** Refusals are ordinary JSON errors: they are all decided before the stream begins. */
  askStream: endpoint({ ...ROUTES.askStream, body: AskRequestSchema, events: AskStreamEventSchema }),
};
