import { z } from 'zod';
import { isCalendarDate } from './dates';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';
import { safeText } from './text';
import { ZODIAC_SIGNS } from './zodiac-signs';

/** A local birth time on the 24-hour clock, 'HH:MM'. */
export const BIRTH_TIME_MESSAGE = 'Please give your birth time as HH:MM (24-hour clock).';
export const BirthTimeSchema = safeText({ error: BIRTH_TIME_MESSAGE }).regex(
  /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
  BIRTH_TIME_MESSAGE,
);

export const BIRTH_PLACE_MESSAGE = 'Please choose your birth place from the list.';
/** A place id from GET /api/places (a GeoNames id). */
export const BirthPlaceIdSchema = z
  .number({ error: BIRTH_PLACE_MESSAGE })
  .int(BIRTH_PLACE_MESSAGE)
  .positive(BIRTH_PLACE_MESSAGE)
  .max(2_147_483_647, BIRTH_PLACE_MESSAGE);

/** Which reading of a local time that a clock change made happen twice, or skipped. */
export const BirthTimeFoldSchema = z.enum(['earlier', 'later'], {
  error: "Please choose 'earlier' or 'later' for a time the clocks changed over.",
});

/** The birth fields update-profile takes besides SPEC.md's; absent: left as they are. */
export const BirthDataUpdateSchema = z.object({
  /** 'HH:MM', or null when the member does not know it (a noon chart without houses). */
  birthTime: BirthTimeSchema.nullish(),
  /** An id from GET /api/places, or null to remove the place. */
  birthPlaceId: BirthPlaceIdSchema.nullish(),
  birthTimeFold: BirthTimeFoldSchema.nullish(),
});

/** What GET /api/user adds about the birth; the server always sends all four. */
export const BirthDataSchema = z.object({
  birthTime: z.string().nullable(),
  birthPlaceId: z.number().nullable(),
  birthPlaceName: z.string().nullable(),
  birthTimeFold: z.enum(['earlier', 'later']).nullable(),
});

export const PlacesQuerySchema = z.object({
  q: safeText({ error: 'Please type the first letters of a town.' })
    .trim()
    .min(1, 'Please type the first letters of a town.')
    .max(100, 'Please use at most 100 characters.'),
});

const PlaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
  timeZone: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const CHART_BODY_NAMES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'north-node',
  'chiron',
] as const;

const ChartBodySchema = z.object({
  body: z.enum(CHART_BODY_NAMES),
  longitude: z.number(),
  sign: z.enum(ZODIAC_SIGNS),
  degree: z.number(),
  retrograde: z.boolean(),
  house: z.number().int().min(1).max(12).nullable(),
});

export const ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;

/** A chart's points that aspects name: its bodies and, with a birth time, its two angles. */
export const CHART_POINT_NAMES = [...CHART_BODY_NAMES, 'ascendant', 'midheaven'] as const;
export type ChartPointName = (typeof CHART_POINT_NAMES)[number];

/** Each point's name in words, as the wheel's table, the transits and the compatibility view say it. */
export const CHART_POINT_LABELS: Readonly<Record<ChartPointName, string>> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  'north-node': 'North Node',
  chiron: 'Chiron',
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};

/** The big three in plain words (content files, server): rising only with a birth time. */
const BigThreeSchema = z.array(
  z.object({ point: z.enum(['sun', 'moon', 'rising']), sign: z.enum(ZODIAC_SIGNS), text: z.string() }),
);

/** Longitudes in degrees of the tropical ecliptic of date (true equinox). */
export const NatalChartSchema = z.object({
  /** The birth moment in UTC (local noon when the birth time is unknown). */
  utc: z.string(),
  /** Whether the member gave a birth time; without it there are no angles and no houses. */
  timeKnown: z.boolean(),
  place: z.object({ name: z.string(), lat: z.number(), lon: z.number(), timeZone: z.string() }),
  /** Placidus, or Whole Sign where Placidus fails at the birth latitude; null without a birth time. */
  houseSystem: z.enum(['placidus', 'whole-sign']).nullable(),
  bodies: z.array(ChartBodySchema),
  ascendant: z.number().nullable(),
  midheaven: z.number().nullable(),
  cusps: z.array(z.number()).length(12).nullable(),
  aspects: z.array(z.object({ a: z.string(), b: z.string(), type: z.enum(ASPECT_TYPES), orb: z.number() })),
  /** Sun, Moon and (with a birth time) rising sign, each with a short reading. */
  bigThree: BigThreeSchema,
});
export type NatalChart = z.infer<typeof NatalChartSchema>;

export const OTHER_BIRTH_DATE_MESSAGE = 'Please give their date of birth as YYYY-MM-DD, from 1900 to today.';

/**
 * Body of POST /api/natal-chart/compatibility: another person's birth data, entered for one look
 * and not stored. `birthTime` null when unknown (noon, no angles); `birthTimeFold` as in update-profile.
 */
export const CompatibilityRequestSchema = z.object(
  {
    name: safeText({ error: 'Please give their name.' })
      .trim()
      .min(1, 'Please give their name.')
      .max(50, 'Please use at most 50 characters for their name.'),
    dateOfBirth: safeText({ error: OTHER_BIRTH_DATE_MESSAGE }).refine(
      (value) =>
        isCalendarDate(value) && value >= '1900-01-01' && new Date(`${value}T00:00:00Z`).getTime() <= Date.now(),
      OTHER_BIRTH_DATE_MESSAGE,
    ),
    birthTime: BirthTimeSchema.nullable(),
    birthPlaceId: BirthPlaceIdSchema,
    birthTimeFold: BirthTimeFoldSchema.nullish(),
  },
  { error: 'Please send their name, date, time and place of birth.' },
);
export type CompatibilityRequest = z.infer<typeof CompatibilityRequestSchema>;

/** The member's chart beside the other person's: the main inter-aspects read in plain words, strongest first. */
export const CompatibilitySchema = z.object({
  name: z.string(),
  other: z.object({
    timeKnown: z.boolean(),
    place: z.object({ name: z.string(), timeZone: z.string() }),
    bodies: z.array(ChartBodySchema),
    ascendant: z.number().nullable(),
  }),
  /** `a` is the member's point, `b` the other person's. */
  aspects: z.array(
    z.object({
      a: z.enum(CHART_POINT_NAMES),
      b: z.enum(CHART_POINT_NAMES),
      type: z.enum(ASPECT_TYPES),
      orb: z.number(),
      text: z.string(),
    }),
  ),
  /** A short paragraph drawing the aspects together. */
  summary: z.string(),
});
export type Compatibility = z.infer<typeof CompatibilitySchema>;

export const natalEndpoints = {
  places: endpoint({ ...ROUTES.places, query: PlacesQuerySchema, response: z.array(PlaceSchema) }),
  natalChart: endpoint({ ...ROUTES.natalChart, response: NatalChartSchema }),
  compatibility: endpoint({
    ...ROUTES.compatibility,
    body: CompatibilityRequestSchema,
    response: CompatibilitySchema,
  }),
};
