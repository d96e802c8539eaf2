/**
 * The oracle's wording, kept as data: every phrase list and sentence template a reading or an
 * answer is built from. The code chooses among them and fills the {placeholders}; the grammar
 * that joins them (articles, 'and', singular or plural verbs) stays in code.
 * A template may use only the placeholders its schema names: {greeting} is 'Ayla, ' or '' and
 * {vocative} ', Ayla' or '' (the member's first name, when they gave one), and a sentence that
 * starts with a placeholder is capitalised after filling.
 */
import { z } from 'zod';
import { parseContent, placeholdersOf, templateSchema } from '../../../lib/content';
import answerFile from './content/phrases-answer.json' with { type: 'json' };
import closingFile from './content/phrases-closing.json' with { type: 'json' };
import openingFile from './content/phrases-opening.json' with { type: 'json' };
import symbolFile from './content/phrases-symbol.json' with { type: 'json' };
import trAnswerFile from './content/tr/phrases-answer.json' with { type: 'json' };
import trClosingFile from './content/tr/phrases-closing.json' with { type: 'json' };
import trOpeningFile from './content/tr/phrases-opening.json' with { type: 'json' };
import trSymbolFile from './content/tr/phrases-symbol.json' with { type: 'json' };
import { AreaSchema, choices, everyKey, PhraseSchema, ToneSchema, ZoneSchema } from './content-schemas';
import type { Language } from './types';

const SettlingSchema = z.enum(['heavy', 'even', 'light']);
const PostureSchema = z.enum(['toward', 'away', 'inward', 'outward']);
const SizeClaritySchema = z.enum([
  'small-clear',
  'small-faint',
  'medium-clear',
  'medium-faint',
  'large-clear',
  'large-faint',
]);
const ToneDirectionSchema = z.enum([
  'fortunate-toward',
  'fortunate-away',
  'neutral-toward',
  'neutral-away',
  'cautionary-toward',
  'cautionary-away',
]);
/** A faint shape's gloss speaks of its faintness rather than of the way it faces. */
const ToneGlossSchema = z.enum([
  ...ToneDirectionSchema.options,
  'fortunate-faint',
  'neutral-faint',
  'cautionary-faint',
]);

/** Full variants to choose from, and the compact one used when a reading runs long. */
const variants = (placeholders: readonly string[]) =>
  z.strictObject({ full: choices(templateSchema(placeholders)), compact: templateSchema(placeholders) });

export const OpeningPhrasesSchema = z.strictObject({
  /** 'no', 'one' ... 'seven': the number of shapes, by index. */
  countWords: z.array(PhraseSchema).length(8),
  /** How the grounds settled: 'thickly'. */
  settle: everyKey(SettlingSchema, choices(PhraseSchema)),
  /** Where most shapes lie, when one zone holds at least half of them. */
  dominant: everyKey(ZoneSchema, choices(PhraseSchema)),
  /** When shapes lie in every zone. */
  everyZone: choices(PhraseSchema),
  spreadAcross: templateSchema(['zones']),
  zoneNames: everyKey(ZoneSchema, PhraseSchema),
  opener: variants(['greeting', 'vocative', 'settle', 'count', 'spread']),
  /** Which shapes face the handle; {turn} and {look} agree with {toward} and {away}. */
  direction: z.strictObject({
    allToward: templateSchema(['toward']),
    allAway: templateSchema(['away']),
    mixed: templateSchema(['toward', 'away', 'turn', 'look']),
  }),
  clarity: z.strictObject({
    severalFaint: templateSchema(['faint']),
    oneFaint: templateSchema(['noun']),
    allClear: templateSchema(['first', 'last']),
  }),
  size: z.strictObject({
    oneLarge: templateSchema(['noun']),
    allLarge: templateSchema(['first', 'last']),
    severalLarge: templateSchema(['large']),
  }),
});

export const SymbolPhrasesSchema = z.strictObject({
  /** Introduces the first shape of a zone, ending in a comma. */
  leadFirst: everyKey(ZoneSchema, choices(PhraseSchema)),
  /** Introduces the first side or bottom shape when nothing lies above it. */
  leadAfterEmptyRim: z.strictObject({ side: choices(PhraseSchema), bottom: choices(PhraseSchema) }),
  /** Introduces a further shape in the same zone. */
  leadNext: everyKey(ZoneSchema, choices(PhraseSchema)),
  /** The shortest introductions, for a reading that runs long. */
  leadTiny: everyKey(ZoneSchema, PhraseSchema),
  leadTinyNext: choices(PhraseSchema),
  /** Placed before the noun, after 'a' or 'an'. */
  adjectives: everyKey(SizeClaritySchema, choices(PhraseSchema)),
  /** How a shape faces; at the handle, inward or outward. */
  posture: everyKey(PostureSchema, choices(PhraseSchema)),
  shortPosture: everyKey(PostureSchema, choices(PhraseSchema)),
  /** Leads into the meaning in the full sentence: 'promising'. */
  participle: everyKey(ToneSchema, choices(PhraseSchema)),
  /** Leads into the meaning in the shorter sentences: 'promises'. */
  verb: everyKey(ToneSchema, choices(PhraseSchema)),
  /** Follows the meaning, by tone and by the way the shape faces (or its faintness). */
  gloss: everyKey(ToneGlossSchema, choices(PhraseSchema)),
  sentence: z.strictObject({
    full: templateSchema(['lead', 'described', 'posture', 'participle', 'meaning', 'gloss']),
    short: templateSchema(['lead', 'described', 'posture', 'verb', 'meaning']),
    tiny: templateSchema(['lead', 'described', 'verb', 'meaning']),
  }),
});

/** The weighing sentences' placeholders: the shapes of each tone and words agreeing with them. */
const WEIGHING = ['fortunate', 'cautionary', 'all', 'sets', 'outweighs', 'carries', 'is', 'keeps', 'fortunateIt'];
const WEIGHING_CAUTIONARY = ['cautionary', 'ask', 'cautionaryIt'];
const CLOSING = ['noun', 'advice', 'vocative'];

export const ClosingPhrasesSchema = z.strictObject({
  /** Gentle advice per area, as imperative clauses. Kind and practical; never medical. */
  advice: everyKey(AreaSchema, choices(PhraseSchema)),
  /** What a wish is about, when the intention cannot be quoted: 'a wish about your work'. */
  wishTopic: everyKey(AreaSchema, PhraseSchema),
  weighing: z.strictObject({
    onlyCautionary: templateSchema(WEIGHING_CAUTIONARY),
    noCautionary: variants(WEIGHING),
    moreFortunate: variants([...WEIGHING, ...WEIGHING_CAUTIONARY]),
    moreCautionary: variants([...WEIGHING, ...WEIGHING_CAUTIONARY]),
  }),
  closing: z.strictObject({
    quoted: variants([...CLOSING, 'intention']),
    unquoted: z.strictObject({
      full: templateSchema([...CLOSING, 'topic']),
      compact: templateSchema([...CLOSING, 'topic']),
    }),
    noIntention: variants([...CLOSING, 'topic']),
  }),
});

export const AnswerPhrasesSchema = z.strictObject({
  topic: everyKey(AreaSchema, PhraseSchema),
  zoneAt: everyKey(ZoneSchema, PhraseSchema),
  timeframe: everyKey(ZoneSchema, PhraseSchema),
  /** What the shapes suggest for the area; one is chosen per answer. */
  guidance: everyKey(AreaSchema, choices(PhraseSchema)),
  /** Closes a yes-or-no question, by the tone of the shape that answers it. */
  lean: everyKey(ToneSchema, choices(PhraseSchema)),
  /** Every health answer ends with one of these: the cup speaks of rest and care, never of medicine. */
  doctor: choices(PhraseSchema),
  quiet: templateSchema(['advice']),
  absent: choices(templateSchema(['noun'])),
  /**
   * Words that may come before an opening (lower-casing its first letter), so that the first words
   * of answers vary (server/test/phrasing measures them); none starts as an opening does.
   */
  openingLead: choices(PhraseSchema),
  opening: choices(templateSchema(['topic', 'noun'])),
  place: choices(templateSchema(['where'])),
  placeForWhen: PhraseSchema,
  meaning: templateSchema(['place', 'meaning', 'direction']),
  direction: everyKey(ToneDirectionSchema, PhraseSchema),
  besideLead: choices(PhraseSchema),
  besideVerb: choices(PhraseSchema),
  beside: templateSchema(['lead', 'noun', 'verb', 'meaning']),
  timing: choices(templateSchema(['noun', 'where', 'timeframe'])),
  together: z.strictObject({
    one: choices(templateSchema(['noun', 'guidance'])),
    two: choices(templateSchema(['noun', 'second', 'guidance'])),
  }),
  keepIntention: templateSchema(['intention', 'advice']),
  remember: choices(templateSchema(['guidance'])),
});

export const OPENING_PHRASES = parseContent('oracle/content/phrases-opening.json', OpeningPhrasesSchema, openingFile);
export const SYMBOL_PHRASES = parseContent('oracle/content/phrases-symbol.json', SymbolPhrasesSchema, symbolFile);
export const CLOSING_PHRASES = parseContent('oracle/content/phrases-closing.json', ClosingPhrasesSchema, closingFile);
export const ANSWER_PHRASES = parseContent('oracle/content/phrases-answer.json', AnswerPhrasesSchema, answerFile);

/**
 * Placeholders whose values are English grammar: verbs and pronouns agreeing with a number of
 * shapes ('asks' or 'ask'). Turkish needs none (its verb does not agree with a list of things), so
 * a Turkish template may not use them; the code fills them in English only.
 */
export const ENGLISH_ONLY_PLACEHOLDERS: readonly string[] = [
  'all',
  'sets',
  'outweighs',
  'carries',
  'is',
  'keeps',
  'fortunateIt',
  'ask',
  'cautionaryIt',
  'turn',
  'look',
];

/** The path and text of every template in a content file that uses one of `names`. */
export function templatesUsing(data: unknown, names: readonly string[], path = ''): string[] {
  if (typeof data === 'string') {
    return placeholdersOf(data).some((name) => names.includes(name)) ? [`${path}: ${data}`] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, i) => templatesUsing(item, names, `${path}[${i}]`));
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => templatesUsing(value, names, path ? `${path}.${key}` : key));
  }
  return [];
}

/** As parseContent, for a Turkish file: its schema, and none of the English-only placeholders. */
function parseTurkish<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const parsed = parseContent(file, schema, data);
  const english = templatesUsing(data, ENGLISH_ONLY_PLACEHOLDERS);
  if (english.length > 0) {
    throw new Error(`Content file ${file} uses placeholders only English fills:\n${english.join('\n')}`);
  }
  return parsed;
}

export interface OraclePhrases {
  opening: z.output<typeof OpeningPhrasesSchema>;
  symbol: z.output<typeof SymbolPhrasesSchema>;
  closing: z.output<typeof ClosingPhrasesSchema>;
  answer: z.output<typeof AnswerPhrasesSchema>;
}

/** Every phrase of the oracle in each language it speaks (Turkish in content/tr/). */
export const PHRASES: Readonly<Record<Language, OraclePhrases>> = {
  en: { opening: OPENING_PHRASES, symbol: SYMBOL_PHRASES, closing: CLOSING_PHRASES, answer: ANSWER_PHRASES },
  tr: {
    opening: parseTurkish('oracle/content/tr/phrases-opening.json', OpeningPhrasesSchema, trOpeningFile),
    symbol: parseTurkish('oracle/content/tr/phrases-symbol.json', SymbolPhrasesSchema, trSymbolFile),
    closing: parseTurkish('oracle/content/tr/phrases-closing.json', ClosingPhrasesSchema, trClosingFile),
    answer: parseTurkish('oracle/content/tr/phrases-answer.json', AnswerPhrasesSchema, trAnswerFile),
  },
};
