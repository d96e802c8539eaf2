/**
 * Upper- and lower-casing, comparing and searching member-facing text by a language's rules
 * (issue 33): Turkish has a dotted and a dotless i, so 'i' is 'İ' in capitals and 'I' is 'ı' in
 * small letters, where English makes them 'I' and 'i'. Text is cased by the rules of the language
 * it is in: a member's name by her own language, words from a catalog by the catalog's.
 */
import type { Language } from './languages';

/** The text in capitals: 'istanbul' is 'İSTANBUL' in Turkish, 'ISTANBUL' in English. */
export function upperCase(text: string, language: Language): string {
  return text.toLocaleUpperCase(language);
}

/**
 * The text in small letters: 'IŞIK' is 'ışık' in Turkish, 'işik' in English. 'İ' is 'i' in every
 * language (JavaScript's English rule makes it 'i' and a combining dot).
 */
export function lowerCase(text: string, language: Language): string {
  return text.replace(/\u0130/g, 'i').toLocaleLowerCase(language);
}

/** The first letter in capitals, the rest as it is: 'ilk' is 'İlk' in Turkish. */
export function upperFirst(text: string, language: Language): string {
  const [first = ''] = text;
  return upperCase(first, language) + text.slice(first.length);
}

/** The first letter in small letters, the rest as it is: 'Işık' is 'ışık' in Turkish. */
export function lowerFirst(text: string, language: Language): string {
  const [first = ''] = text;
  return lowerCase(first, language) + text.slice(first.length);
}

/** A name's initial, in capitals by its owner's language ('' for a blank name): 'ilhan' is 'İ' in Turkish. */
export function initialOf(name: string, language: Language): string {
  const [first = ''] = name.trim();
  return upperCase(first, language);
}

/** Compares two texts as a dictionary of the language orders them ('ç' after 'c', 'ı' before 'i' in Turkish). */
export function compareText(a: string, b: string, language: Language): number {
  return new Intl.Collator(language).compare(a, b);
}

/** Turkish's capitals and its dotless i, mapped to the small letters a search treats as one. */
const SEARCH_FOLD: Readonly<Record<string, string>> = {
  İ: 'i',
  I: 'i',
  ı: 'i',
  Ş: 'ş',
  Ğ: 'ğ',
  Ç: 'ç',
  Ö: 'ö',
  Ü: 'ü',
};
/** The same mapping as the two strings of SQL's translate(text, from, to). */
export const SEARCH_FOLD_FROM = Object.keys(SEARCH_FOLD).join('');
export const SEARCH_FOLD_TO = Object.values(SEARCH_FOLD).join('');

/**
 * Text as a search compares it, whatever the searcher's language: Turkish's four i's (İ, I, ı, i)
 * are one, and capitals are small, so 'ışık', 'IŞIK' and 'Işık' find each other and 'istanbul'
 * finds 'İstanbul', while an English 'In' is still found by 'in' (a member's saved words may be in
 * either language, whichever she speaks).
 */
export function searchFold(text: string): string {
  return text
    .replace(/[\u0130I\u0131\u015E\u011E\u00C7\u00D6\u00DC]/g, (letter) => SEARCH_FOLD[letter] ?? letter)
    .toLowerCase();
}
