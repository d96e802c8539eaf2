import { z } from 'zod';
import { endpoint } from './endpoint';
import { AffirmationMoodInputSchema, AffirmationMoodSchema } from './moods';
import { ROUTES } from './routes';
import { safeText } from './text';
import { parseCalendarDate, ZodiacSignInputSchema, ZodiacSignSchema } from './zodiac';

/** Names of the Moon's eight phases, as they appear in `Horoscope.sky.moonPhase`. */
export const MOON_PHASES = [
  'new',
  'waxing crescent',
  'first quarter',
  'waxing gibbous',
  'full',
  'waning gibbous',
  'last quarter',
  'waning crescent',
] as const;
export type MoonPhaseName = (typeof MOON_PHASES)[number];

/** A 'YYYY-MM-DD' string naming a real calendar date (2023-02-29 is refused). */
export const CalendarDateSchema = safeText({ message: 'Please send the date as YYYY-MM-DD' }).refine(
  (text) => parseCalendarDate(text) !== null,
  { message: 'Please send the date as YYYY-MM-DD' },
);

/** Body of POST /api/horoscope: the sign and the member's local "today". */
export const HoroscopeRequestSchema = z.object(
  {
    sign: ZodiacSignInputSchema,
    date: CalendarDateSchema,
  },
  { error: 'Please send the sign and the date.' },
);
export type HoroscopeRequest = z.infer<typeof HoroscopeRequestSchema>;

/** The real sky of the day, in the few facts the horoscope talks about. */
const HoroscopeSkySchema = z.object({
  moonPhase: z.string(),
  moonSign: ZodiacSignSchema,
  sunSign: ZodiacSignSchema,
  /** Planets (Mercury to Saturn) moving backwards against the stars that day. */
  retrograde: z.array(z.string()),
});
export type HoroscopeSky = z.infer<typeof HoroscopeSkySchema>;

/**
 * Premium detail: `aspects` are one friendly sentence per notable aspect to the member's sign (a
 * single "quiet sky" sentence when there are none); `moonSign` is a sentence about the Moon's sign
 * that day; `guidance` is a short paragraph shaped by the member's intentions.
 */
/**
 * One of today's transits to the member's own chart (issue 34): a transiting body in aspect to a
 * natal point, or entering a natal house (`type` 'ingress', `natal` 'house-N'), with a sentence and
 * the next exact moment (ISO, UTC; null when it is not exact within the coming days).
 */
const TransitSchema = z.object({
  transiting: z.string(),
  natal: z.string(),
  type: z.enum(['conjunction', 'sextile', 'square', 'trine', 'opposition', 'ingress']),
  orb: z.number(),
  exactAt: z.string().nullable(),
  text: z.string(),
});
export type Transit = z.infer<typeof TransitSchema>;

const HoroscopeInsightsSchema = z.object({
  aspects: z.array(z.string()),
  moonSign: z.string(),
  guidance: z.string(),
  /** Today's transits to the member's chart, strongest first; absent until the member has a birth date and place. */
  transits: z.array(TransitSchema).optional(),
});
export type HoroscopeInsights = z.infer<typeof HoroscopeInsightsSchema>;

/**
 * Response of POST /api/horoscope: `headline` is one short line for the day's sky (at most 90
 * characters; the dashboard leads with it), `text` the full horoscope; `insights` only for premium
 * members.
 */
export const HoroscopeSchema = z.object({
  headline: z.string(),
  text: z.string(),
  sign: ZodiacSignSchema,
  date: CalendarDateSchema,
  sky: HoroscopeSkySchema,
  insights: HoroscopeInsightsSchema.optional(),
});
export type Horoscope = z.infer<typeof HoroscopeSchema>;

/** Body of POST /api/affirmation. */
export const AffirmationRequestSchema = z.object(
  { mood: AffirmationMoodInputSchema },
  { error: 'Please send a mood.' },
);
export type AffirmationRequest = z.infer<typeof AffirmationRequestSchema>;

/** Response of POST /api/affirmation. */
export const AffirmationSchema = z.object({ text: z.string(), mood: AffirmationMoodSchema });
export type Affirmation = z.infer<typeof AffirmationSchema>;

const DAY_MS = 86_400_000;

/** The 400 message for a horoscope date more than a day from the server's today. */
export const HOROSCOPE_TODAY_ONLY_MESSAGE = 'Horoscopes are available for today only.';

/**
 * Whether a member's 'YYYY-MM-DD' "today" is at most one calendar day from the server's UTC date,
 * which is as far apart as two time zones on Earth can be (UTC-12 to UTC+14). Guards the horoscope
 * cache from being filled with far-past or far-future days; false for a malformed date.
 */
export function isWithinADayOf(date: string, now: Date): boolean {
  const parsed = parseCalendarDate(date);
  if (!parsed || Number.isNaN(now.getTime())) return false;
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written.
  const asked = new Date(0).setUTCFullYear(parsed.year, parsed.month - 1, parsed.day);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.abs(asked - today) <= DAY_MS;
}

export const guidanceEndpoints = {
  horoscope: endpoint({ ...ROUTES.horoscope, body: HoroscopeRequestSchema, response: HoroscopeSchema }),
  affirmation: endpoint({ ...ROUTES.affirmation, body: AffirmationRequestSchema, response: AffirmationSchema }),
};
