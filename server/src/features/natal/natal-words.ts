import type { Language } from '@contract/languages';
import { CHART_POINT_LABELS } from '@contract/natal';
import { z } from 'zod';
import { fillTemplate, parseContent, turkishPhraseSchema } from '../../lib/content';
import turkishWordsFile from './content/tr/words.json' with { type: 'json' };
import { NATAL_POINTS, type NatalPoint, type TransitingBody } from './transits-content';

/**
 * The words the natal feature builds around its content files' sentences, in each language: how it
 * names a point, a house, a number of links, the summary's strongest link and the question about a
 * birth time the clocks changed over. English keeps the wording the code always had; Turkish reads
 * its names and frames from content/tr/words.json, written so that no inserted word needs a suffix.
 */
export interface NatalWording {
  /** A transiting body as a transit sentence opens with it: 'The Moon', 'Ay'. */
  transiting(body: TransitingBody): string;
  /** A natal point mid-sentence: 'Ascendant', 'Yükselen'. */
  natal(point: NatalPoint): string;
  /** A house (1-12) as "your {house} house" or "{house} evine" names it: 'fifth', 'beşinci'. */
  house(house: number): string;
  /** How many links a compatibility summary counts: 'three', 'üç'. */
  count(count: number): string;
  /** The summary's {strongest}: the two points' labels (the content file's) and the other person's name. */
  strongest(yourPoint: string, theirPoint: string, name: string): string;
  /** The 409's question: a local time the clocks went back over (twice) or forward over (skipped). */
  foldQuestion(kind: 'ambiguous' | 'skipped', time: string, date: string, place: string): string;
}

const HOUSE_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** As a sentence opens with them: 'The Moon', 'The Sun', the planets by name. */
const TRANSITING_NAMES: Readonly<Record<TransitingBody, string>> = {
  ...CHART_POINT_LABELS,
  moon: 'The Moon',
  sun: 'The Sun',
};

const english: NatalWording = {
  transiting: (body) => TRANSITING_NAMES[body],
  natal: (point) => CHART_POINT_LABELS[point],
  house: (house) => HOUSE_WORDS[house - 1] as string,
  count: (count) => NUMBER_WORDS[count] ?? String(count),
  strongest: (yourPoint, theirPoint, name) => `your ${yourPoint} with ${name}'s ${theirPoint}`,
  foldQuestion: (kind, time, date, place) =>
    kind === 'ambiguous'
      ? `The clocks went back on ${date} in ${place}, so ${time} happened twice: please choose the earlier or the later one.`
      : `The clocks went forward on ${date} in ${place}, so ${time} never showed on the clock: please choose the earlier or the later reading.`,
};

const phrase = (placeholders: readonly string[]) => turkishPhraseSchema(placeholders, '{place} bölgesinde');
const name = z.string().regex(/^\p{Lu}[\p{L} ()]*$/u, 'a name starts with a capital');
const word = z.string().regex(/^[\p{Ll} ]+$/u, 'lower-case words');

/** Turkish names and frames (content/tr/words.json). */
export const TurkishNatalWordsFileSchema = z.strictObject({
  points: z.record(z.enum(NATAL_POINTS), name),
  /** The ordinals, first house first: 'birinci' ... 'on ikinci'. */
  houses: z.array(word).length(12),
  /** Zero to ten in words. */
  counts: z.array(word).length(11),
  strongest: phrase(['yourPoint', 'theirPoint']),
  foldQuestions: z.strictObject({
    ambiguous: phrase(['date', 'place', 'time']),
    skipped: phrase(['date', 'place', 'time']),
  }),
});

export const TURKISH_NATAL_WORDS = parseContent(
  'natal/content/tr/words.json',
  TurkishNatalWordsFileSchema,
  turkishWordsFile,
);

function turkishWording(words: typeof TURKISH_NATAL_WORDS): NatalWording {
  return {
    transiting: (body) => words.points[body],
    natal: (point) => words.points[point],
    house: (house) => words.houses[house - 1] as string,
    count: (count) => words.counts[count] ?? String(count),
    // The other person is named earlier in the summary; here they are 'onun' (theirs), so no suffix on the name.
    strongest: (yourPoint, theirPoint) => fillTemplate(words.strongest, { yourPoint, theirPoint }),
    foldQuestion: (kind, time, date, place) =>
      // A Turkish date reads day first: 30.09.1990.
      fillTemplate(words.foldQuestions[kind], { time, date: date.split('-').reverse().join('.'), place }),
  };
}

export const NATAL_WORDING: Record<Language, NatalWording> = {
  en: english,
  tr: turkishWording(TURKISH_NATAL_WORDS),
};
