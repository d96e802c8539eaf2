import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AFFIRMATION_MOODS } from '@contract/moods';
import { ZODIAC_SIGNS } from '@contract/zodiac';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, SUFFIXED_PLACEHOLDER } from '../../lib/content';
import { AFFIRMATIONS_BY_LANGUAGE } from './affirmation-corpus';
import { HOROSCOPE_AREAS, HOROSCOPE_CORPORA, PLACEHOLDERS, RETROGRADE_AREA } from './horoscope-corpus';
import { SIGN_PROFILES_BY_LANGUAGE } from './horoscope-signs';
import { TURKISH_WORDS } from './horoscope-wording';
import { SKY_PLANETS } from './sky';
import { UNKIND_OR_MEDICAL_TR } from './unkind-words';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A file's shape: its keys all the way down and the length of every list, without the words. */
function shape(data: unknown): unknown {
  if (Array.isArray(data))
    return { length: data.length, items: [...new Set(data.map((item) => JSON.stringify(shape(item))))] };
  if (data !== null && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, shape(value)]));
  }
  return typeof data;
}

/** Every text of a content file. */
function texts(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(texts);
  if (data !== null && typeof data === 'object') return Object.values(data).flatMap(texts);
  return [];
}

const ENGLISH_FILES = readdirSync(CONTENT_DIR).filter((file) => file.endsWith('.json'));
const TURKISH_TEXTS = readdirSync(path.join(CONTENT_DIR, 'tr')).flatMap((file) => texts(read(`tr/${file}`)));

describe('the Turkish guidance content', () => {
  it.each(ENGLISH_FILES)('tr/%s has the English file’s keys and list lengths', (file) => {
    expect(shape(read(`tr/${file}`))).toEqual(shape(read(file)));
  });

  it('gives every sign the element it has in English (elements are keys, not words)', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(SIGN_PROFILES_BY_LANGUAGE.tr[sign].element).toBe(SIGN_PROFILES_BY_LANGUAGE.en[sign].element);
    }
  });

  it('names the signs, planets and Moon phases as Turkish does', () => {
    expect(Object.values(TURKISH_WORDS.signs)).toEqual([
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
    ]);
    expect(TURKISH_WORDS.bodies).toEqual({
      Sun: 'Güneş',
      Moon: 'Ay',
      Mercury: 'Merkür',
      Venus: 'Venüs',
      Mars: 'Mars',
      Jupiter: 'Jüpiter',
      Saturn: 'Satürn',
    });
    expect(TURKISH_WORDS.headlinePhases.full).toBe('Dolunay');
    expect(TURKISH_WORDS.headlinePhases.new).toBe('Yeni Ay');
  });

  it('never puts a suffix or an apostrophe on an inserted word', () => {
    const templates = TURKISH_TEXTS.filter((text) => placeholdersOf(text).length > 0);
    expect(templates.length).toBeGreaterThan(100);
    expect(templates.filter((text) => SUFFIXED_PLACEHOLDER.test(text))).toEqual([]);
    expect(SUFFIXED_PLACEHOLDER.test("{sign}'da")).toBe(true);
    expect(SUFFIXED_PLACEHOLDER.test('{sign}ın')).toBe(true);
    expect(SUFFIXED_PLACEHOLDER.test('{sign} burcunda,')).toBe(false);
  });

  it('uses only placeholders the composer knows', () => {
    const { areas, sky } = HOROSCOPE_CORPORA.tr;
    const leadIns = [
      ...HOROSCOPE_AREAS.flatMap((area) => areas[area].leadIns),
      ...sky.sunInOwnSignLeadIns,
      ...sky.moonInOwnSignLeadIns,
      ...sky.moonInElementLeadIns,
    ];
    const used = leadIns.flatMap(placeholdersOf);
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(PLACEHOLDERS).toContain(name);
  });
});

describe('the Turkish horoscope corpus', () => {
  const { areas, sky, moon } = HOROSCOPE_CORPORA.tr;

  it.each(HOROSCOPE_AREAS)(
    '%s has 30+ distinct cores and list sizes that cannot repeat a pair within a year',
    (area) => {
      const { leadIns, cores } = areas[area];
      expect(cores.length).toBeGreaterThanOrEqual(30);
      expect(new Set(cores).size).toBe(cores.length);
      expect(new Set(leadIns).size).toBe(leadIns.length);
      expect(gcd(leadIns.length, cores.length)).toBe(1);
      expect(leadIns.length * cores.length).toBeGreaterThan(365);
    },
  );

  it.each(HOROSCOPE_AREAS)('%s lead-ins and cores join into one Turkish sentence', (area) => {
    const { leadIns, cores } = areas[area];
    for (const leadIn of leadIns) expect(leadIn).toMatch(/^[\p{Lu}{].*([,:;]| ve| bu yüzden)$/u);
    for (const core of cores) expect(core).toMatch(/^\p{Ll}.*\p{Ll}$/u);
  });

  it('gives sky lead-ins lengths that share no factor with the cores they precede', () => {
    for (const planet of SKY_PLANETS) {
      expect(gcd(sky.retrogradeLeadIns[planet].length, areas[RETROGRADE_AREA[planet].area].cores.length)).toBe(1);
    }
    for (const list of [sky.moonInOwnSignLeadIns, sky.moonInElementLeadIns, sky.sunInOwnSignLeadIns]) {
      expect(gcd(list.length, areas.mood.cores.length)).toBe(1);
    }
  });

  it('has openings per phase and five themes per sign, turning on cycles that share no factor', () => {
    for (const clauses of Object.values(moon.phaseClauses)) {
      expect(gcd(clauses.length, 5)).toBe(1);
      expect(new Set(clauses).size).toBe(clauses.length);
      for (const clause of clauses) expect(clause).toMatch(/^\p{Lu}.*\{moon\}/u);
    }
    for (const sign of ZODIAC_SIGNS) {
      expect(new Set(moon.themes[sign]).size).toBe(5);
      for (const theme of moon.themes[sign]) expect(theme).toMatch(/^\p{Ll}.*\p{Ll}$/u);
    }
  });

  it('keeps 51+ headlines whose first five words all differ', () => {
    const { headlines } = HOROSCOPE_CORPORA.tr;
    expect(headlines.length).toBeGreaterThanOrEqual(51);
    expect(new Set(headlines.map((line) => line.split(' ').slice(0, 5).join(' '))).size).toBe(headlines.length);
  });
});

describe('the Turkish affirmations', () => {
  const affirmations = AFFIRMATIONS_BY_LANGUAGE.tr;

  it.each(AFFIRMATION_MOODS)('has as many distinct affirmations for %s as English, each one tidy sentence', (mood) => {
    expect(affirmations[mood]).toHaveLength(AFFIRMATIONS_BY_LANGUAGE.en[mood].length);
    expect(new Set(affirmations[mood]).size).toBe(affirmations[mood].length);
    for (const text of affirmations[mood]) {
      expect(text).toMatch(/^\p{Lu}.*\.$/u);
      expect(text).not.toMatch(/\s{2}|\.\s|[{}]/);
    }
  });

  it('never gives the same line to two moods', () => {
    const all = AFFIRMATION_MOODS.flatMap((mood) => affirmations[mood]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('tone in Turkish', () => {
  it('never frightens, predicts doom or gives medical advice', () => {
    expect(TURKISH_TEXTS.length).toBeGreaterThan(1000);
    expect(TURKISH_TEXTS.filter((text) => UNKIND_OR_MEDICAL_TR.test(text))).toEqual([]);
    expect(UNKIND_OR_MEDICAL_TR.test('Doktoruna danış.')).toBe(true);
    expect(UNKIND_OR_MEDICAL_TR.test('Hastalık geçiyor.')).toBe(true);
    expect(UNKIND_OR_MEDICAL_TR.test('Ölüm yok.')).toBe(true);
    expect(UNKIND_OR_MEDICAL_TR.test('Kendini değersiz hissetme.')).toBe(true);
  });
});
