import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AFFIRMATION_MOODS } from '@contract/moods';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { describe, expect, it } from 'vitest';
import { measureRepetition } from '../../lib/repetition';
import { seededRandom } from '../../lib/seeded-random';
import { AFFIRMATIONS_BY_LANGUAGE } from './affirmation-corpus';
import { affirmationCandidates, dailyAffirmation } from './affirmation-picker';
import { composeHoroscope } from './horoscope-composer';
import { HOROSCOPE_AREAS, HOROSCOPE_CORPORA } from './horoscope-corpus';
import { TURKISH_WORDS } from './horoscope-wording';
import { skyFor } from './sky';
import { UNKIND_OR_MEDICAL_TR } from './unkind-words';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

function consecutiveDays(start: string, count: number): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

/**
 * The words of some texts, lower-cased the Turkish way (so 'İ' is 'i' and 'I' is 'ı'), without
 * {placeholders} or a member's own words quoted back.
 */
function wordsOf(list: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of list) {
    for (const word of text
      .replace(/\{\w+\}|“[^”]*”/g, ' ')
      .toLocaleLowerCase('tr')
      .match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [])
      words.add(word);
  }
  return words;
}

function texts(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(texts);
  if (data !== null && typeof data === 'object') return Object.values(data).flatMap(texts);
  return [];
}

const filesIn = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => texts(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));

const INTENTION_SETS = [
  [],
  ['Love'],
  ['Career', 'Health'],
  ['Other', 'daha sakin bir ev bulmak'],
  ['Love', 'Career', 'Health'],
];

/** A year of horoscopes for every sign, in both languages, with premium insights. */
const DAYS = consecutiveDays('2026-01-01', 365);
const YEAR = DAYS.flatMap((date, day) => {
  const sky = skyFor(date);
  return ZODIAC_SIGNS.map((sign, s) => {
    const detailed = { intentions: INTENTION_SETS[(day + s) % INTENTION_SETS.length] as string[] };
    return {
      sign,
      date,
      sky,
      en: composeHoroscope({ sign, date, sky, detailed }),
      tr: composeHoroscope({ sign, date, sky, detailed, language: 'tr' }),
    };
  });
});

/** Turkish signs, the Sun, the Moon and the planets as slots, as the English measure slots their English names. */
const TURKISH_SLOTS = new RegExp(
  `(?<![\\p{L}\\p{N}_])(?:${[...Object.values(TURKISH_WORDS.signs), ...Object.values(TURKISH_WORDS.bodies)]
    .map((name) => name.toLocaleLowerCase('tr'))
    .join('|')})(?![\\p{L}\\p{N}_])`,
  'gu',
);
const slotted = (text: string) => text.toLocaleLowerCase('tr').replace(TURKISH_SLOTS, '_');

/** The index of the longest of `items` that `text` contains, or -1. */
function indexIn(text: string, items: readonly string[]): number {
  let found = -1;
  items.forEach((item, index) => {
    if (text.includes(item) && (found < 0 || item.length > (items[found] as string).length)) found = index;
  });
  return found;
}

describe('composeHoroscope in Turkish', () => {
  it('leaves English as it was: English by default, word for word', () => {
    const sky = skyFor('2024-11-15');
    const options = {
      sign: 'Leo' as const,
      date: '2024-11-15',
      sky,
      detailed: { intentions: ['Love', 'travel more'] },
    };
    expect(composeHoroscope({ ...options, language: 'en' })).toEqual(composeHoroscope(options));
    expect(composeHoroscope({ ...options, language: 'tr' }).text).not.toBe(composeHoroscope(options).text);
  });

  it('writes the same structure in both languages: the same Moon theme, area cores in the same order and headline', () => {
    const en = HOROSCOPE_CORPORA.en;
    const tr = HOROSCOPE_CORPORA.tr;
    const headlineIndex = (headline: string, lines: readonly string[]) =>
      lines.findIndex((line) => {
        const [before = '', after = ''] = line.split('{sky}');
        return headline.startsWith(before) && headline.endsWith(after);
      });
    for (const { sign, sky, en: english, tr: turkish } of YEAR.filter((_, i) => i % 7 === 0)) {
      const themeIndex = (text: string, themes: typeof en.moon.themes) => indexIn(text, themes[sky.moonSign]);
      expect(themeIndex(turkish.text, tr.moon.themes)).toBe(themeIndex(english.text, en.moon.themes));
      const order = (text: string, corpus: typeof en) =>
        HOROSCOPE_AREAS.map((area) => ({ area, core: indexIn(text, corpus.areas[area].cores) }))
          .map(({ area, core }) => ({ area, core, at: text.indexOf(corpus.areas[area].cores[core] as string) }))
          .sort((a, b) => a.at - b.at)
          .map(({ area, core }) => `${area} ${core}`);
      expect(order(turkish.text, tr), `${sign} ${sky.date}`).toEqual(order(english.text, en));
      expect(headlineIndex(turkish.headline, tr.headlines)).toBe(headlineIndex(english.headline, en.headlines));
      expect(headlineIndex(english.headline, en.headlines)).toBeGreaterThanOrEqual(0);
      expect(turkish.insights?.aspects).toHaveLength(english.insights?.aspects.length ?? -1);
      expect(sentencesOf(turkish.insights?.guidance ?? '')).toHaveLength(
        sentencesOf(english.insights?.guidance ?? '').length,
      );
    }
  });

  it('tells of the real Moon and of Mercury retrograde, naming signs and planets in Turkish', () => {
    const compose = (sign: ZodiacSign, date: string) =>
      composeHoroscope({ sign, date, sky: skyFor(date), language: 'tr' });
    const retrogradeDay = compose('Gemini', '2024-04-10');
    expect(retrogradeDay.text).toMatch(/Ay/);
    expect(retrogradeDay.text).toContain('Boğa burcu');
    expect(retrogradeDay.text).toMatch(/Merkür (bir süre )?geri/);
    const fullMoon = compose('Gemini', '2024-11-15');
    expect(fullMoon.text).toMatch(/Dolunay|dolunay/);
    expect(fullMoon.text).not.toMatch(/Merkür (bir süre )?geri/);
    expect(fullMoon.headline).toContain('Boğa burcundaki Dolunay');
  });

  it('writes tidy Turkish sentences: capitals by Turkish rules, full stops, no placeholders, no grim words', () => {
    const turkishWords = wordsOf(filesIn(path.join(CONTENT_DIR, 'tr')));
    // Each fault is noted with its text and the rule it breaks, and the whole year is checked at
    // once: a year is some 200,000 checks, too many to make one expect() call each.
    const faults: string[] = [];
    const fault = (rule: string, text: string) => faults.push(`${rule}: ${text}`);
    for (const { tr } of YEAR) {
      const all = [
        tr.text,
        tr.headline,
        ...(tr.insights?.aspects ?? []),
        tr.insights?.moonSign ?? '',
        tr.insights?.guidance ?? '',
      ];
      for (const text of all) {
        if (/[{}]|\s{2}|\s[,.;:]|\.\.|,,/.test(text)) fault('untidy', text);
        if (UNKIND_OR_MEDICAL_TR.test(text)) fault('grim word', text);
        for (const sentence of sentencesOf(text)) {
          if (!/^[\p{Lu}“]/u.test(sentence)) fault('no capital', sentence);
          if (!/\.$/.test(sentence)) fault('no full stop', sentence);
          // 'Istikrarlı' would be 'istikrarlı' capitalised the English way: its first word must be a Turkish one.
          const firstWord = sentence.match(/\p{L}+/u)?.[0]?.toLocaleLowerCase('tr') ?? '';
          if (!turkishWords.has(firstWord)) fault('not a Turkish first word', sentence);
        }
      }
      if (sentencesOf(tr.text).length !== 6) fault('not six sentences', tr.text);
      const words = tr.text.split(/\s+/).length;
      if (words <= 50 || words >= 130) fault(`${words} words`, tr.text);
    }
    expect(faults.slice(0, 20)).toEqual([]);
    const text = YEAR.map(({ tr }) => tr.text).join(' ');
    expect(text).toContain('İstikrarlı bir Boğa olarak,');
    expect(text).not.toContain('Istikrarlı');
  });

  it('writes no English word over a year of horoscopes, insights and affirmations', () => {
    // Words both languages spell alike: the planet Mars, and Turkish 'bir an' (a moment), 'adım at'
    // (take a step), 'can' (soul: 'can veriyor'), 'on dakika' (ten minutes), 'plan', 'say' (count).
    const shared = ['an', 'at', 'can', 'mars', 'on', 'plan', 'say'];
    const englishOutput = YEAR.flatMap(({ en }) => [
      en.text,
      en.headline,
      ...(en.insights?.aspects ?? []),
      en.insights?.moonSign ?? '',
      en.insights?.guidance ?? '',
    ]);
    const english = new Set(
      [...wordsOf([...filesIn(CONTENT_DIR), ...englishOutput])].filter((w) => !shared.includes(w)),
    );
    expect(english.size).toBeGreaterThan(1200);
    const turkishOutput = [
      ...YEAR.flatMap(({ tr }) => [
        tr.text,
        tr.headline,
        ...(tr.insights?.aspects ?? []),
        tr.insights?.moonSign ?? '',
        tr.insights?.guidance ?? '',
      ]),
      ...AFFIRMATION_MOODS.flatMap((mood) => AFFIRMATIONS_BY_LANGUAGE.tr[mood]),
    ];
    const turkish = wordsOf(turkishOutput);
    expect([...turkish].filter((word) => english.has(word)).sort()).toEqual([]);
    // Both shared words really are used, so the exception is needed.
    expect(shared.filter((word) => turkish.has(word))).toEqual(shared);
  });

  it('keeps the year of Turkish horoscopes as varied as the English: openings under 2%, frames under 3%', () => {
    const figures = measureRepetition(
      YEAR.map(({ tr }) => slotted(tr.text)),
      [],
    );
    expect(figures.texts).toBe(4380);
    expect(figures.opening.share, JSON.stringify(figures.opening)).toBeLessThanOrEqual(0.02);
    expect(figures.frame.share, JSON.stringify(figures.frame)).toBeLessThanOrEqual(0.03);
  });

  it('keeps the year of Turkish headlines varied, each short and naming the real Moon', () => {
    const figures = measureRepetition(
      YEAR.map(({ tr }) => slotted(tr.headline)),
      [],
    );
    expect(figures.sentences).toBe(4380);
    expect(figures.opening.share, JSON.stringify(figures.opening)).toBeLessThanOrEqual(0.02);
    expect(figures.frame.share, JSON.stringify(figures.frame)).toBeLessThanOrEqual(0.03);
    for (const { tr, sky } of YEAR) {
      expect(tr.headline).toContain(
        `${TURKISH_WORDS.signs[sky.moonSign]} burcundaki ${TURKISH_WORDS.headlinePhases[sky.moonPhase]}`,
      );
      expect(tr.headline.length).toBeLessThanOrEqual(90);
    }
    for (const date of DAYS.slice(0, 60)) {
      const heads = YEAR.filter((h) => h.date === date).map(({ tr }) => tr.headline.split(' ').slice(0, 5).join(' '));
      expect(new Set(heads).size).toBe(12);
    }
  });

  it('measures Turkish names as slots, so a sign does not make two frames of one sentence', () => {
    expect(slotted('İkizler burcundaki Ay, Koç burcunda.')).toBe('_ burcundaki _, _ burcunda.');
    expect(slotted('Aylık bir Koçak.')).toBe('aylık bir koçak.');
  });
});

describe('Turkish affirmations', () => {
  it.each(AFFIRMATION_MOODS)('give a member the same place in the list for %s in either language', (mood) => {
    for (const date of consecutiveDays('2025-01-01', 60)) {
      const options = { mood, date, memberKey: 'uye-7' };
      const en = dailyAffirmation(options);
      const tr = dailyAffirmation({ ...options, language: 'tr' });
      expect(AFFIRMATIONS_BY_LANGUAGE.tr[mood].indexOf(tr)).toBe(AFFIRMATIONS_BY_LANGUAGE.en[mood].indexOf(en));
      expect(dailyAffirmation({ ...options, language: 'en' })).toBe(en);
    }
  });

  it('draws a premium member’s candidates in the same order in either language', () => {
    const en = affirmationCandidates('Calm', seededRandom('fresh', 'tr'));
    const tr = affirmationCandidates('Calm', seededRandom('fresh', 'tr'), 'tr');
    expect(tr.map((text) => AFFIRMATIONS_BY_LANGUAGE.tr.Calm.indexOf(text))).toEqual(
      en.map((text) => AFFIRMATIONS_BY_LANGUAGE.en.Calm.indexOf(text)),
    );
    expect([...tr].sort()).toEqual([...AFFIRMATIONS_BY_LANGUAGE.tr.Calm].sort());
  });
});
