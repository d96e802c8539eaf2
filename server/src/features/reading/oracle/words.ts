import { TURKISH_FORM_WORDS } from './shape-forms';
import { TURKISH_SYMBOL_WORDS } from './symbols';
import { withArticle } from './text';
import type { Language, SymbolRecord, SymbolWords } from './types';

/**
 * A symbol's name, noun and meanings in a language. The cup holds the dictionary's records (their
 * tone, affinity and ids are the same in every language); the words are looked up by id.
 */
export function wordsOf(symbol: SymbolRecord, language: Language): SymbolWords {
  if (language === 'en') return symbol;
  const words = TURKISH_SYMBOL_WORDS.get(symbol.id) ?? TURKISH_FORM_WORDS.get(symbol.id);
  if (!words) throw new Error(`No Turkish words for the symbol ${symbol.id}`);
  // A photo's shape that only resembles the symbol: 'Kuş benzeri bir şekil' in the list of shapes.
  return symbol.likeness ? { ...words, name: `${words.name} benzeri bir şekil` } : words;
}

/** A shape with its adjective: 'a large, clear anchor', 'iri, net bir çapa'. */
export function describedNoun(adjective: string, noun: string, language: Language): string {
  return language === 'tr' ? `${adjective} bir ${noun}` : withArticle(`${adjective} ${noun}`);
}

/** A shape named on its own: 'the anchor'; Turkish has no article ('çapa'). */
export function definiteNoun(noun: string, language: Language): string {
  return language === 'tr' ? noun : `the ${noun}`;
}

/** What closes a list too long to name in full: 'the anchor, the bird, the key and the others'. */
export const OTHERS: Readonly<Record<Language, string>> = { en: 'the others', tr: 'diğerleri' };

/** What a closing names when a cup holds no shape to carry away. */
export const CUP_NOUN: Readonly<Record<Language, string>> = { en: 'cup', tr: 'fincan' };
