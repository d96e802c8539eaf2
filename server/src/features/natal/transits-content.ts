import type { Language } from '@contract/languages';
import { ASPECT_TYPES, CHART_POINT_NAMES, type ChartPointName } from '@contract/natal';
import { z } from 'zod';
import { parseContent, templateSchema } from '../../lib/content';
import turkishTransitsFile from './content/tr/transits.json' with { type: 'json' };
import transitsFile from './content/transits.json' with { type: 'json' };

/** The transiting bodies, fastest first: the Moon, then the Sun and the planets to Pluto. */
export const TRANSITING_BODIES = [
  'moon',
  'mercury',
  'venus',
  'sun',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const;
export type TransitingBody = (typeof TRANSITING_BODIES)[number];

/** The natal points a transit may touch: the chart's bodies (no Chiron: the engine has none) and, with a birth time, its angles. */
export const NATAL_POINTS = CHART_POINT_NAMES.filter(
  (point): point is Exclude<ChartPointName, 'chiron'> => point !== 'chiron',
) as [Exclude<ChartPointName, 'chiron'>, ...Exclude<ChartPointName, 'chiron'>[]];
export type NatalPoint = (typeof NATAL_POINTS)[number];

const phrase = z.string().min(1);
const HOUSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
const aspectTemplate = templateSchema(['transiting', 'transitingTheme', 'natal', 'natalTheme']);

/**
 * The wording of the day's transits (content/transits.json, Turkish in content/tr/). Aspect sentences
 * name the transiting body, its theme ("drive and courage", always "x and y" so the verbs agree), the
 * natal point and its theme; squares and oppositions are told as energy and balance, never threats.
 * Ingress sentences name the body and the house ('fifth'; Turkish 'beşinci', before 'evine') and its
 * theme. Names and ordinals come from natal-words.ts. No times: the server does not know the
 * member's time zone, so the client shows the exact moment in the member's local time.
 */
export const TransitsFileSchema = z.strictObject({
  transitingThemes: z.record(z.enum(TRANSITING_BODIES), phrase),
  natalThemes: z.record(z.enum(NATAL_POINTS), phrase),
  aspects: z.record(z.enum(ASPECT_TYPES), z.array(aspectTemplate).min(1)),
  houseThemes: z.record(z.enum(HOUSES), phrase),
  ingress: z.array(templateSchema(['transiting', 'transitingTheme', 'house', 'houseTheme'])).min(1),
});

/** The wording in each language: content/ (English) and content/tr/, one schema and the same list lengths. */
export const TRANSIT_CONTENT: Record<Language, z.output<typeof TransitsFileSchema>> = {
  en: parseContent('natal/content/transits.json', TransitsFileSchema, transitsFile),
  tr: parseContent('natal/content/tr/transits.json', TransitsFileSchema, turkishTransitsFile),
};
