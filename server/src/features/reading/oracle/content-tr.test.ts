import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../../../lib/content';
import { ENGLISH_ONLY_PLACEHOLDERS, PHRASES, templatesUsing } from './phrases';
import { SYMBOLS, SymbolWordsFileSchema, TURKISH_SYMBOL_WORDS } from './symbols';
import { dictionaryNounsIn } from './test-fixtures';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
const PHRASE_FILES = ['phrases-opening.json', 'phrases-symbol.json', 'phrases-closing.json', 'phrases-answer.json'];

/**
 * Each text of a content file by its path, array indices left out: the alternatives of a list
 * share one path ('opener.full'), so English and Turkish may offer different numbers of them.
 */
function textsByPath(data: unknown, at = '', out = new Map<string, string[]>()): Map<string, string[]> {
  if (typeof data === 'string') out.set(at, [...(out.get(at) ?? []), data]);
  else if (Array.isArray(data)) for (const item of data) textsByPath(item, `${at}[]`, out);
  else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) textsByPath(value, at ? `${at}.${key}` : key, out);
  }
  return out;
}

const placeholderSet = (texts: readonly string[]) => [...new Set(texts.flatMap(placeholdersOf))].sort();

describe('the Turkish content (content/tr/)', () => {
  it.each(PHRASE_FILES)('%s has every key the English has, and no other', (file) => {
    const english = textsByPath(read(file));
    const turkish = textsByPath(read(`tr/${file}`));
    expect([...turkish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(PHRASE_FILES)('%s fills the same placeholders as the English, less the English-only ones', (file) => {
    const english = textsByPath(read(file));
    const turkish = textsByPath(read(`tr/${file}`));
    for (const [key, texts] of english) {
      const expected = placeholderSet(texts).filter((name) => !ENGLISH_ONLY_PLACEHOLDERS.includes(name));
      expect(placeholderSet(turkish.get(key) ?? []), `${file} ${key}`).toEqual(expected);
    }
  });

  it('uses none of the placeholders only English fills, and would be refused one at load', () => {
    for (const file of PHRASE_FILES) expect(templatesUsing(read(`tr/${file}`), ENGLISH_ONLY_PLACEHOLDERS)).toEqual([]);
    const weighing = { weighing: { onlyCautionary: '{cautionary} {ask} sabır.' } };
    expect(templatesUsing(weighing, ENGLISH_ONLY_PLACEHOLDERS)).toEqual([
      'weighing.onlyCautionary: {cautionary} {ask} sabır.',
    ]);
  });

  it('names every symbol of the dictionary, in its order, with a meaning for every area', () => {
    expect([...TURKISH_SYMBOL_WORDS.keys()]).toEqual(SYMBOLS.map((s) => s.id));
    for (const symbol of SYMBOLS) {
      const words = TURKISH_SYMBOL_WORDS.get(symbol.id);
      expect(Object.keys(words?.meanings ?? {}).sort(), symbol.id).toEqual(Object.keys(symbol.meanings).sort());
      expect(words?.noun, symbol.id).not.toBe(symbol.noun);
    }
  });

  it('fails loudly when a symbol lacks its Turkish words or one is unknown', () => {
    const words = read('tr/symbols.json') as Array<{ id: string }>;
    const result = SymbolWordsFileSchema.safeParse([...words.slice(1), { ...words[0], id: 'unicorn' }]);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "the ids must be the dictionary's, in its order; missing: acorn, unknown: unicorn",
    ]);
  });

  it('gives each symbol a distinct noun, different from every other one', () => {
    const nouns = [...TURKISH_SYMBOL_WORDS.values()].map((w) => w.noun);
    expect(new Set(nouns).size).toBe(nouns.length);
  });

  it("never names a shape in a phrase, nor another symbol's shape in a meaning", () => {
    // A bare dictionary noun in the text is how a reading names a shape: 'kapı' in a phrase would
    // name the gate in a cup that has none. Inflected forms ('kapına') are other words.
    expect(dictionaryNounsIn('Kuyruklu yıldız, bir kuş ve kapına gelen bir ev.')).toEqual(['comet', 'bird', 'house']);
    for (const file of PHRASE_FILES) {
      for (const [key, texts] of textsByPath(read(`tr/${file}`))) {
        for (const text of texts) expect(dictionaryNounsIn(text), `${file} ${key}: ${text}`).toEqual([]);
      }
    }
    for (const symbol of SYMBOLS) {
      for (const meaning of Object.values(TURKISH_SYMBOL_WORDS.get(symbol.id)?.meanings ?? {})) {
        expect(
          dictionaryNounsIn(meaning).filter((id) => id !== symbol.id),
          `${symbol.id}: ${meaning}`,
        ).toEqual([]);
      }
    }
  });

  it('loads the Turkish phrases the oracle composes with', () => {
    expect(PHRASES.tr.opening.countWords).toEqual(['hiç', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi']);
    expect(PHRASES.tr.symbol.sentence.full).toBe(
      '{lead} {described} var, {posture}; bu, {meaning} {participle}{gloss}.',
    );
  });
});
