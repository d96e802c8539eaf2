import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Intention } from '@contract/intentions';
import { describe, expect, it } from 'vitest';
import { castCup } from './cast-cup';
import { composeReading, MAX_READING_WORDS, MIN_READING_WORDS } from './compose-reading';
import { toReadingSymbols } from './reading-symbols';
import { FORM_SYMBOLS } from './shape-forms';
import { SYMBOLS_BY_ID, TURKISH_SYMBOL_WORDS } from './symbols';
import { dictionaryNounsIn, makeInput, sentences } from './test-fixtures';
import { wordCount } from './text';
import type { Cup } from './types';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/** Every text of a content file (a symbol's id is a key, not text). */
function texts(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(texts);
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => (key === 'id' ? [] : texts(value)));
  }
  return [];
}

/** The words of some texts, lower-cased the Turkish way, without their {placeholders}. */
function wordsOf(list: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of list) {
    for (const word of text
      .replace(/\{\w+\}/g, ' ')
      .toLocaleLowerCase('tr')
      .match(/\p{L}+/gu) ?? [])
      words.add(word);
  }
  return words;
}

const contentWords = (dir: string) =>
  wordsOf(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => texts(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))),
  );

/** Words both languages spell alike: Turkish 'şu an', 'at' (a horse), 'gün be gün', 'kendine has', 'not', 'plan', 'seven'. */
const SHARED_WORDS = ['an', 'at', 'be', 'has', 'not', 'plan', 'seven'];
const TURKISH_WORDS = contentWords(path.join(CONTENT_DIR, 'tr'));
const ENGLISH_WORDS = [...contentWords(CONTENT_DIR)].filter((word) => !SHARED_WORDS.includes(word));

/** Fatalistic, frightening or medical words a Turkish reading never uses ('hasta', 'ölüm', 'ilaç' ...). */
const BANNED_TR =
  /(?<!\p{L})(?:ölü|ölm|öld|öle|hasta|kanser|lanet|felaket|cenaze|mezar|teşhis|tedavi|ilaç|ameliyat|hamile|ihanet|beddua|uğursuz)/iu;

const DOUBLED = /(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu;
/** The doubled words the Turkish content writes itself: 'koyu koyu', 'adım adım'. */
const REDUPLICATIONS = readdirSync(path.join(CONTENT_DIR, 'tr')).flatMap((file) =>
  texts(JSON.parse(readFileSync(path.join(CONTENT_DIR, 'tr', file), 'utf8'))).flatMap((text) =>
    [...text.matchAll(DOUBLED)].map((match) => match[0]),
  ),
);

const CATEGORIES: ReadonlyArray<Intention | undefined> = ['Love', 'Career', 'Health', undefined];
const INTENTIONS = ['', 'yeni bir iş bulmak', 'Bu yıl iyi kalpli biriyle tanışacak mıyım?', 'daha iyi uyumak'];

/** One member's Turkish readings in a row: a new nonce and day each time, her last five cups' symbols avoided. */
function turkishReadings(count: number): Array<{ cup: Cup; text: string }> {
  const out: Array<{ cup: Cup; text: string }> = [];
  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const intention = INTENTIONS[Math.floor(i / 4) % INTENTIONS.length] ?? '';
    const cup = castCup(
      makeInput({
        memberKey: 'uye-tr-1',
        intention,
        category,
        date: `2025-05-${String((i % 28) + 1).padStart(2, '0')}`,
        nonce: `${i + 1}:${1_746_057_600_000 + i * 86_400_000}`,
        recentSymbolIds: out.slice(-5).flatMap((r) => r.cup.symbols.map((p) => p.symbol.id)),
      }),
    );
    const firstName = i % 3 === 0 ? 'ilknur' : undefined;
    out.push({ cup, text: composeReading(cup, { intention, category, firstName, language: 'tr' }) });
  }
  return out;
}

const READINGS = turkishReadings(300);

describe('composeReading in Turkish', () => {
  it('shares with the Turkish content only the words both languages spell alike', () => {
    expect([...contentWords(CONTENT_DIR)].filter((word) => TURKISH_WORDS.has(word)).sort()).toEqual(SHARED_WORDS);
  });

  it('writes no English word over 300 readings of one member', () => {
    const english = new Set(ENGLISH_WORDS);
    expect(english.size).toBeGreaterThan(1000);
    for (const { text } of READINGS) {
      const found = [...wordsOf([text])].filter((word) => english.has(word));
      expect(found, text).toEqual([]);
    }
  });

  it('repeats no sentence in more than 3% of 300 readings', () => {
    const readingsWith = new Map<string, number>();
    for (const { text } of READINGS) {
      for (const sentence of new Set(sentences(text)))
        readingsWith.set(sentence, (readingsWith.get(sentence) ?? 0) + 1);
    }
    const [mostRepeated, count] = [...readingsWith].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(count, mostRepeated).toBeLessThanOrEqual(300 * 0.03);
  });

  it("names only the cup's shapes, and every one of them", () => {
    for (const { cup, text } of READINGS) {
      const inCup = cup.symbols.map((p) => p.symbol.id).sort();
      expect(dictionaryNounsIn(text).sort(), text).toEqual(inCup);
    }
  });

  it('keeps every reading between 150 and 250 words, over every area', () => {
    expect(new Set(READINGS.map((r) => r.cup.area))).toEqual(new Set(['love', 'career', 'health', 'general']));
    for (const { text } of READINGS) {
      expect(wordCount(text), text).toBeGreaterThanOrEqual(MIN_READING_WORDS);
      expect(wordCount(text), text).toBeLessThanOrEqual(MAX_READING_WORDS);
    }
  });

  it('reads tidy Turkish: capitals (İ for i), stops, single spaces, no placeholder and nothing grim', () => {
    for (const { text } of READINGS) {
      expect(text).not.toMatch(/ {2}|\s[,.;:]|,,|\.\.|[{}]/);
      // A doubled word only as Turkish doubles it on purpose ('yavaş yavaş'), never where two texts meet.
      for (const [doubled] of text.matchAll(DOUBLED))
        expect(REDUPLICATIONS, text).toContain(doubled.toLocaleLowerCase('tr'));
      expect(text).not.toMatch(BANNED_TR);
      for (const sentence of sentences(text)) {
        expect(sentence, sentence).toMatch(/^\p{Lu}/u);
        expect(sentence, sentence).toMatch(/[.!?]$/);
      }
    }
    expect(READINGS[0]?.text).toContain('İlknur');
    expect(READINGS.map((r) => r.text).join(' ')).not.toContain('Ilknur');
  });

  it('reads the same cup in both languages: the same shapes, in the same order, in its own words', () => {
    for (const { cup, text } of READINGS.slice(0, 50)) {
      const english = composeReading(cup, { intention: '', language: 'en' });
      const positions = (reading: string, language: 'en' | 'tr') =>
        cup.symbols.map((p) =>
          reading.indexOf(
            language === 'en'
              ? p.symbol.meanings[cup.area]
              : (TURKISH_SYMBOL_WORDS.get(p.symbol.id)?.meanings[cup.area] ?? '?'),
          ),
        );
      const turkish = positions(text, 'tr');
      expect(
        turkish.every((at) => at >= 0),
        text,
      ).toBe(true);
      expect(turkish).toEqual([...turkish].sort((a, b) => a - b));
      expect(positions(english, 'en').every((at) => at >= 0)).toBe(true);
      const en = toReadingSymbols(cup);
      const tr = toReadingSymbols(cup, 'tr');
      expect(tr.map(({ name: _, meaning: __, ...rest }) => rest)).toEqual(
        en.map(({ name: _, meaning: __, ...rest }) => rest),
      );
      expect(tr.map((s) => s.name)).toEqual(cup.symbols.map((p) => TURKISH_SYMBOL_WORDS.get(p.symbol.id)?.name));
    }
  });

  it("reads a photo's cup: shapes read by their form, and one that only resembles a symbol", () => {
    const bird = SYMBOLS_BY_ID.get('bird');
    if (!bird) throw new Error('no bird');
    const likeBird = { ...bird, name: 'Something like a bird', noun: 'shape like a bird', likeness: true as const };
    const cup: Cup = {
      seed: 7,
      area: 'career',
      settling: 'light',
      symbols: [
        { symbol: FORM_SYMBOLS.dots, zone: 'rim', size: 'large', clarity: 'clear', direction: 'toward' },
        { symbol: likeBird, zone: 'side', size: 'small', clarity: 'faint', direction: 'away' },
        { symbol: FORM_SYMBOLS.mass, zone: 'bottom', size: 'medium', clarity: 'clear', direction: 'away' },
      ],
    };
    const text = composeReading(cup, { intention: '', language: 'tr' });
    expect(text).toContain('birkaç küçük parça hâlinde gelen bir para');
    expect(text).toContain('nokta kümesi');
    expect(text).toContain(TURKISH_SYMBOL_WORDS.get('bird')?.meanings.career);
    expect(text).not.toMatch(/shape|like|dots/);
    expect(toReadingSymbols(cup, 'tr').map((s) => s.name)).toEqual(['Noktalar', 'Kuş benzeri bir şekil', 'Koyu leke']);
    expect(toReadingSymbols(cup).map((s) => s.name)).toEqual(['Dots', 'Something like a bird', 'Dark mass']);
  });

  it('leaves English as it was: English by default, word for word', () => {
    const cup = castCup(makeInput({ nonce: 'same' }));
    const options = { intention: 'find a job I love', firstName: 'Ayla' };
    expect(composeReading(cup, { ...options, language: 'en' })).toBe(composeReading(cup, options));
    expect(composeReading(cup, { ...options, language: 'tr' })).not.toBe(composeReading(cup, options));
  });

  it('quotes a Turkish intention and paraphrases one too long to quote', () => {
    const cup = castCup(makeInput({ nonce: 'alinti', category: 'Love' }));
    expect(composeReading(cup, { intention: 'sevdiğim beni arasın.', category: 'Love', language: 'tr' })).toContain(
      '\u201csevdiğim beni arasın\u201d',
    );
    const long =
      'bu baharda başlayan ilişkimin uzun yıllar sürüp sürmeyeceğini ve onun da beni sevip sevmediğini bilmek istiyorum';
    const text = composeReading(cup, { intention: long, category: 'Love', language: 'tr' });
    expect(text).toContain('aşk konusunda');
    expect(text).not.toContain(long);
  });
});
