/**
 * The words of Telve's care answers in each language the care net reads, from
 * content/care-answers.json (English lives in contract/care.ts, word for word as before).
 */
import { z } from 'zod';
import { parseContent, templateSchema } from '../../lib/content';
import answersFile from './content/care-answers.json' with { type: 'json' };

/** The languages Telve answers care in: the languages its care net reads. */
const CARE_LANGUAGES = ['en', 'tr', 'de', 'es', 'fr', 'it', 'ru', 'ar'] as const;
export type CareLanguage = (typeof CARE_LANGUAGES)[number];
export const isCareLanguage = (language: string): language is CareLanguage =>
  (CARE_LANGUAGES as readonly string[]).includes(language);

const sentence = (names: readonly string[]) => templateSchema(names).pipe(z.string().min(1));

const WordsSchema = z.strictObject({
  /** Between two numbers: ' or '. */
  or: z.string().min(1),
  callOrText: sentence(['numbers']),
  line: sentence(['name', 'contact']),
  join: z.string().min(1),
  /** The sentence naming the country's lines; left out when it has none. */
  lines: sentence(['list']),
  crisisUnknown: sentence(['directory']),
  crisisKnown: sentence(['emergency', 'lines', 'directory']),
  healthUnknown: sentence([]),
  healthKnown: sentence(['emergency']),
  circleUnknown: sentence(['directory']),
  circleKnown: sentence(['emergency', 'lines', 'directory']),
  noCup: sentence([]),
  noteUnknown: sentence(['directory']),
  noteKnown: sentence(['emergency', 'lines', 'directory']),
});
export type CareAnswerWords = z.infer<typeof WordsSchema>;

export const CareAnswersFileSchema = z.strictObject({
  about: z.string().min(1),
  tr: WordsSchema,
  de: WordsSchema,
  es: WordsSchema,
  fr: WordsSchema,
  it: WordsSchema,
  ru: WordsSchema,
  ar: WordsSchema,
});

/** The English joiners (the English sentences themselves are contract/care.ts's). */
const ENGLISH = { or: ' or ', callOrText: 'call or text {numbers}' } as const;

let loaded: z.infer<typeof CareAnswersFileSchema> | undefined;

/** The words for `language`; English has only its joiners here. */
export function careAnswerWords(language: Exclude<CareLanguage, 'en'>): CareAnswerWords;
export function careAnswerWords(language: CareLanguage): Pick<CareAnswerWords, 'or' | 'callOrText'>;
export function careAnswerWords(language: CareLanguage): Pick<CareAnswerWords, 'or' | 'callOrText'> {
  if (language === 'en') return ENGLISH;
  loaded ??= parseContent('care/content/care-answers.json', CareAnswersFileSchema, answersFile);
  return loaded[language];
}
