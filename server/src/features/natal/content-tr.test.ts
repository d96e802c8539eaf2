import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, SUFFIXED_PLACEHOLDER } from '../../lib/content';
import { UNKIND_OR_MEDICAL_TR } from '../guidance/unkind-words';
import { BigThreeFileSchema } from './big-three';
import { InterAspectsFileSchema } from './compatibility-content';
import { TURKISH_NATAL_WORDS, TurkishNatalWordsFileSchema } from './natal-words';
import { TransitsFileSchema } from './transits-content';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const read = (file: string): any => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

/** A file's shape: its keys all the way down and the length of every list, without the words. */
function shape(data: unknown): unknown {
  if (Array.isArray(data))
    return { length: data.length, items: [...new Set(data.map((item) => JSON.stringify(shape(item))))] };
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, shape(value)]));
  }
  return typeof data;
}

/** Every text of a content file, by its path ('aspects.square.1'). */
function textsByPath(data: unknown, at = ''): [string, string][] {
  if (typeof data === 'string') return [[at, data]];
  if (data !== null && typeof data === 'object') {
    return Object.entries(data).flatMap(([key, value]) => textsByPath(value, at ? `${at}.${key}` : key));
  }
  return [];
}

const ENGLISH_FILES = ['big-three.json', 'inter-aspects.json', 'transits.json'];
const SCHEMAS = {
  'big-three.json': BigThreeFileSchema,
  'inter-aspects.json': InterAspectsFileSchema,
  'transits.json': TransitsFileSchema,
};
const TURKISH_TEXTS = readdirSync(path.join(CONTENT_DIR, 'tr')).flatMap((file) =>
  textsByPath(read(`tr/${file}`)).map(([, text]) => text),
);
const TURKISH_SIGNS = [
  'Koç',
  'Boğa',
  'İkizler',
  'Yengeç',
  'Aslan',
  'Başak',
  'Terazi',
  'Akrep',
  'Yay',
  'Oğlak',
  'Kova',
  'Balık',
];

describe('the Turkish natal content', () => {
  it('holds the three files of content/ and the Turkish words, each matching its schema', () => {
    expect(readdirSync(path.join(CONTENT_DIR, 'tr')).sort()).toEqual([...ENGLISH_FILES, 'words.json']);
    for (const file of ENGLISH_FILES) {
      expect(SCHEMAS[file as keyof typeof SCHEMAS].safeParse(read(`tr/${file}`)).error?.issues ?? [], file).toEqual([]);
    }
    expect(TurkishNatalWordsFileSchema.safeParse(read('tr/words.json')).error?.issues ?? []).toEqual([]);
  });

  it.each(ENGLISH_FILES)('tr/%s has the English file’s keys and list lengths', (file) => {
    expect(shape(read(`tr/${file}`))).toEqual(shape(read(file)));
  });

  it.each(ENGLISH_FILES)('tr/%s fills every placeholder the English does, sentence by sentence', (file) => {
    const english = new Map(textsByPath(read(file)));
    const turkish = textsByPath(read(`tr/${file}`));
    expect(turkish.length).toBe(english.size);
    for (const [at, text] of turkish) {
      const theirs = placeholdersOf(english.get(at) as string);
      const ours = placeholdersOf(text);
      for (const name of theirs) expect(ours, at).toContain(name);
      // Turkish may name the other person where English says 'your Moons' (the schema allows {name} there).
      expect(
        ours.filter((name) => !theirs.includes(name) && name !== 'name'),
        at,
      ).toEqual([]);
    }
  });

  it('never puts a suffix or an apostrophe on an inserted word', () => {
    const templates = TURKISH_TEXTS.filter((text) => placeholdersOf(text).length > 0);
    expect(templates.length).toBeGreaterThan(40);
    expect(templates.filter((text) => SUFFIXED_PLACEHOLDER.test(text))).toEqual([]);
    expect(SUFFIXED_PLACEHOLDER.test("{name}'in")).toBe(true);
    expect(SUFFIXED_PLACEHOLDER.test('{name}in')).toBe(true);
    expect(SUFFIXED_PLACEHOLDER.test('{name}\u2019in')).toBe(true);
    expect(SUFFIXED_PLACEHOLDER.test('{name} ile aranda,')).toBe(false);
    const wrong = { ...read('tr/words.json'), strongest: "{yourPoint}'in ile {theirPoint}" };
    expect(TurkishNatalWordsFileSchema.safeParse(wrong).success).toBe(false);
  });

  it('names the points, houses and counts as Turkish does', () => {
    expect(TURKISH_NATAL_WORDS.points).toEqual({
      sun: 'Güneş',
      moon: 'Ay',
      mercury: 'Merkür',
      venus: 'Venüs',
      mars: 'Mars',
      jupiter: 'Jüpiter',
      saturn: 'Satürn',
      uranus: 'Uranüs',
      neptune: 'Neptün',
      pluto: 'Plüton',
      'north-node': 'Kuzey Ay Düğümü',
      ascendant: 'Yükselen',
      midheaven: 'Tepe Noktası (MC)',
    });
    expect(TURKISH_NATAL_WORDS.houses[4]).toBe('beşinci');
    expect(TURKISH_NATAL_WORDS.houses[11]).toBe('on ikinci');
    expect(TURKISH_NATAL_WORDS.counts[3]).toBe('üç');
    expect(Object.values(read('tr/inter-aspects.json').points).map((point: any) => point.label)).toEqual([
      'Güneş',
      'Ay',
      'Venüs',
      'Mars',
      'Merkür',
      'Yükselen',
      'Jüpiter',
      'Satürn',
    ]);
  });

  it('holds 36 different big-three readings of one to three sentences, each naming its sign in Turkish', () => {
    const file = read('tr/big-three.json');
    const texts: string[] = [];
    for (const point of ['sun', 'moon', 'rising'] as const) {
      ZODIAC_SIGNS.forEach((sign, index) => {
        const text: string = file[point][sign];
        texts.push(text);
        expect(text, text).toContain(`${TURKISH_SIGNS[index]} `);
        const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
        expect(sentences.length, text).toBeGreaterThanOrEqual(1);
        expect(sentences.length, text).toBeLessThanOrEqual(3);
      });
    }
    expect(new Set(texts).size).toBe(36);
  });

  it('writes tidy sentences that never frighten: capitals, full stops, no doubled spaces', () => {
    for (const text of TURKISH_TEXTS) expect(text, text).not.toMatch(UNKIND_OR_MEDICAL_TR);
    const sentences = [
      ...textsByPath(read('tr/big-three.json')),
      ...textsByPath(read('tr/transits.json')).filter(([at]) => /^(aspects|ingress)/.test(at)),
      ...textsByPath(read('tr/inter-aspects.json')).filter(([at]) => !at.startsWith('points')),
    ].map(([, text]) => text);
    for (const text of sentences) {
      expect(text, text).toMatch(/^[\p{Lu}{]/u);
      expect(text, text).toMatch(/\.$/);
      expect(text, text).not.toMatch(/\s{2}|\s[,.;:]/);
    }
  });

  it("varies how a compatibility reading's cards open: no three words start more than a third of a kind", () => {
    const content = read('tr/inter-aspects.json');
    const kinds = {
      pairs: Object.values(content.pairs).flatMap((tones) => Object.values(tones as Record<string, string>)),
      aspects: Object.values(content.aspects).flat() as string[],
    };
    for (const [kind, texts] of Object.entries(kinds)) {
      const openings = new Map<string, number>();
      for (const text of texts) {
        const opening = text.split(' ').slice(0, 3).join(' ');
        openings.set(opening, (openings.get(opening) ?? 0) + 1);
      }
      const [opening, most] = [...openings].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      expect(most, `${kind}: ${most} of ${texts.length} open with '${opening}'`).toBeLessThanOrEqual(texts.length / 3);
    }
  });
});
