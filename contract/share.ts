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

/** Each answers an image/png (no JSON response schema). */
export const shareEndpoints = {
  readingShareCard: endpoint({ ...ROUTES.readingShareCard, params: ReadingCardParamsSchema, query: FormatQuerySchema }),
  horoscopeShareCard: endpoint({ ...ROUTES.horoscopeShareCard, query: HoroscopeCardQuerySchema }),
  affirmationShareCard: endpoint({ ...ROUTES.affirmationShareCard, body: AffirmationCardBodySchema }),
};
