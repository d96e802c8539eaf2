import { z } from 'zod';
import { endpoint } from './endpoint';
import { CalendarDateSchema } from './guidance';
import { ROUTES } from './routes';
import { safeText } from './text';
import { ZodiacSignInputSchema } from './zodiac';

/** The two shapes of a share card: a feed post (1080x1350, 4:5) and a story (1080x1920, 9:16). */
export const SHARE_CARD_SIZES = {
  post: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
} as const;
export type ShareCardFormat = keyof typeof SHARE_CARD_SIZES;

export const SHARE_FORMAT_MESSAGE = 'Please choose post or story.';
/** As long as an affirmation the journal keeps, so nothing a member could have saved is refused. */
export const AFFIRMATION_CARD_TEXT_MAX = 5000;
export const AFFIRMATION_CARD_MESSAGES = {
  empty: 'Please send the affirmation to draw.',
  tooLong: `An affirmation card holds at most ${AFFIRMATION_CARD_TEXT_MAX} characters.`,
} as const;

const FormatSchema = z.enum(['post', 'story'], { message: SHARE_FORMAT_MESSAGE }).default('post');

const ReadingCardParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const FormatQuerySchema = z.object({ format: FormatSchema });

/** GET /api/share-cards/horoscope: the day's horoscope for a sign, as POST /api/horoscope reads it. */
const HoroscopeCardQuerySchema = z.object({
  format: FormatSchema,
  sign: ZodiacSignInputSchema,
  date: CalendarDateSchema,
});

/**
 * POST /api/share-cards/affirmation: an affirmation has no id (a premium member gets a new one on
 * each call), so the client sends the line it shows; it is drawn, never stored.
 */
const AffirmationCardBodySchema = z.object(
  {
    format: FormatSchema,
    text: safeText({ message: AFFIRMATION_CARD_MESSAGES.empty })
      .trim()
      .min(1, AFFIRMATION_CARD_MESSAGES.empty)
      .max(AFFIRMATION_CARD_TEXT_MAX, AFFIRMATION_CARD_MESSAGES.tooLong),
    date: CalendarDateSchema.optional(),
  },
  { error: AFFIRMATION_CARD_MESSAGES.empty },
);
export type AffirmationCardBody = z.infer<typeof AffirmationCardBodySchema>;

/** A reading's public link, as its member sees it: the page's path and whether it names her. */
export const PublicLinkSchema = z.object({
  /** The page anyone with the link may open: /shared/<token>. */
  path: z.string(),
  showName: z.boolean(),
});
export type PublicLink = z.infer<typeof PublicLinkSchema>;
const PublicLinkAnswerSchema = z.object({ link: PublicLinkSchema.nullable() });

export const PUBLIC_LINK_MESSAGES = {
  showName: 'Please say whether the link shows your first name.',
  care: 'A reading answered with care stays private.',
  gone: 'This link no longer works. Its reading may have been made private again.',
} as const;

/** PUT /api/coffee-reading/:id/public-link: opens the link (or keeps it) and sets whether it names her. */
const OpenPublicLinkBodySchema = z.object(
  { showName: z.boolean({ message: PUBLIC_LINK_MESSAGES.showName }).default(false) },
  { error: PUBLIC_LINK_MESSAGES.showName },
);

/** Where a public link leads; a token is 22 URL-safe characters (128 random bits). */
export const SHARED_READING_PATH = '/shared/';
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
// Any string is looked up as it comes: a malformed token reads 'no longer works' like a revoked one.
const TokenParamsSchema = z.object({ token: z.string() });

/**
 * What anyone with a reading's public link sees: the cup's symbols and what they mean, the day, and
 * the member's first name only when she chose it. Never the reading's own text (it may quote her
 * intention or name her) nor her intention.
 */
export const SharedReadingSchema = z.object({
  firstName: z.string().nullable(),
  date: CalendarDateSchema,
  symbols: z.array(
    z.object({
      /** The symbol's id in the oracle's library (its picture). */
      id: z.string(),
      name: z.string(),
      meaning: z.string(),
      tone: z.enum(['fortunate', 'cautionary', 'neutral']),
      zone: z.enum(['rim', 'side', 'bottom', 'handle']),
    }),
  ),
});
export type SharedReading = z.infer<typeof SharedReadingSchema>;

/** The share cards answer an image/png (no JSON response schema). */
export const shareEndpoints = {
  readingShareCard: endpoint({ ...ROUTES.readingShareCard, params: ReadingCardParamsSchema, query: FormatQuerySchema }),
  horoscopeShareCard: endpoint({ ...ROUTES.horoscopeShareCard, query: HoroscopeCardQuerySchema }),
  affirmationShareCard: endpoint({ ...ROUTES.affirmationShareCard, body: AffirmationCardBodySchema }),
  readingPublicLink: endpoint({
    ...ROUTES.readingPublicLink,
    params: ReadingCardParamsSchema,
    response: PublicLinkAnswerSchema,
  }),
  openReadingPublicLink: endpoint({
    ...ROUTES.openReadingPublicLink,
    params: ReadingCardParamsSchema,
    body: OpenPublicLinkBodySchema,
    response: PublicLinkAnswerSchema,
  }),
  closeReadingPublicLink: endpoint({
    ...ROUTES.closeReadingPublicLink,
    params: ReadingCardParamsSchema,
    response: PublicLinkAnswerSchema,
  }),
  sharedReading: endpoint({ ...ROUTES.sharedReading, params: TokenParamsSchema, response: SharedReadingSchema }),
  sharedReadingCard: endpoint({ ...ROUTES.sharedReadingCard, params: TokenParamsSchema, query: FormatQuerySchema }),
};
