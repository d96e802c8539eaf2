import { lowerFirst as lowerFirstByLanguage, upperFirst } from '@contract/casing';
import { fillTemplate } from '../../../lib/content';
import type { Language } from './types';

const VOWEL_SOUND = /^[aeiou]/i;
const CONSONANT_SOUND_VOWEL = /^(?:uni|use|usu|eu|one\b|once)/i;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;

/** The phrase with 'a' or 'an' before it, by its first sound. */
export function withArticle(phrase: string): string {
  const an = (VOWEL_SOUND.test(phrase) && !CONSONANT_SOUND_VOWEL.test(phrase)) || SILENT_H.test(phrase);
  return `${an ? 'an' : 'a'} ${phrase}`;
}

/** The text with its first letter upper-cased by the language's rules (contract/casing.ts). */
export function capitalise(text: string, language: Language = 'en'): string {
  return upperFirst(text, language);
}

/** The text with its first letter lower-cased by the language's rules (contract/casing.ts). */
export function lowerFirst(text: string, language: Language = 'en'): string {
  return lowerFirstByLanguage(text, language);
}

/** A template from the content files, filled and capitalised, as a sentence may start with a placeholder. */
export function fillSentence(
  template: string,
  values: Readonly<Record<string, string>>,
  language: Language = 'en',
): string {
  return capitalise(fillTemplate(template, values), language);
}

/** 'one' when n is 1, else 'many': a verb or pronoun agreeing with a number of shapes. */
export function agree(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** 'a', 'a and b', 'a, b and c' ('a, b ve c' in Turkish). */
export function joinList(items: readonly string[], language: Language = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${language === 'tr' ? 've' : 'and'} ${items[items.length - 1]}`;
}

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

const CONTROL_OR_MARKUP = /[\p{Cc}<>{}[\]\\`"\u201c\u201d*_#|]/gu;
const INNER_STOP = /[.!;]+\s+/g;
const TRAILING_STOP = /[\s.,;:!]+$/;
const SPACES = /\s+/g;
const MAX_QUOTED_WORDS = 12;

/**
 * The member's intention made safe to quote inside a sentence: markup and quote marks removed,
 * inner sentence breaks softened to commas, and trailing stops dropped. Returns null when
 * nothing is left or it is too long to quote gracefully (the caller paraphrases instead).
 */
export function quotableIntention(intention: string): string | null {
  const cleaned = intention
    .replace(CONTROL_OR_MARKUP, ' ')
    .replace(SPACES, ' ')
    .replace(INNER_STOP, ', ')
    .replace(TRAILING_STOP, '')
    .trim();
  if (cleaned === '' || wordCount(cleaned) > MAX_QUOTED_WORDS) return null;
  return cleaned;
}

const NAME_CHARS = /[^\p{L}'-]/gu;

/** A first name fit to address someone by: one word of letters, at most 30 characters. */
export function cleanFirstName(name: string | undefined | null, language: Language = 'en'): string | null {
  const word = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const cleaned = word.replace(NAME_CHARS, '').slice(0, 30);
  return /\p{L}/u.test(cleaned) ? capitalise(cleaned, language) : null;
}
