import { INTENTIONS } from '@contract/intentions';
import { describe, expect, it } from 'vitest';
import { castCup } from './cast-cup';
import { composeReading, MAX_READING_WORDS, MIN_READING_WORDS } from './compose-reading';
import { BANNED, makeInput, readingsOfMember, sentences } from './test-fixtures';
import { wordCount } from './text';
import { ZONES } from './types';

const INTENTION_TEXTS = [
  '',
  'find a job I love',
  'Will I meet someone kind this year?',
  'sleep better',
  'x'.repeat(200),
];

/** Casts and composes one reading for a nonce, cycling categories, intentions and names. */
function readingFor(i: number) {
  const category = [...INTENTIONS, undefined][i % 5];
  const intention = INTENTION_TEXTS[Math.floor(i / 5) % INTENTION_TEXTS.length] ?? '';
  const firstName = i % 3 === 0 ? 'Ayla' : undefined;
  const cup = castCup(makeInput({ category, intention, nonce: `seed-${i}` }));
  return { cup, text: composeReading(cup, { intention, category, firstName }) };
}

describe('composeReading', () => {
  it('writes the identical text for the identical cup and a different text for another nonce', () => {
    const a = castCup(makeInput());
    const again = composeReading(castCup(makeInput()), { intention: 'find a job I love' });
    expect(composeReading(a, { intention: 'find a job I love' })).toBe(again);
    const b = castCup(makeInput({ nonce: 'another' }));
    expect(composeReading(b, { intention: 'find a job I love' })).not.toBe(again);
  });

  it('keeps every reading between 150 and 250 words across 500 seeds and all areas', () => {
    const areas = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const { cup, text } = readingFor(i);
      areas.add(cup.area);
      const words = wordCount(text);
      expect(words, text).toBeGreaterThanOrEqual(MIN_READING_WORDS);
      expect(words, text).toBeLessThanOrEqual(MAX_READING_WORDS);
    }
    expect([...areas].sort()).toEqual(['career', 'general', 'health', 'love']);
  });

  it('reads tidy English: capitals, stops, articles, single spaces and no doubled words', () => {
    for (let i = 0; i < 300; i++) {
      const { text } = readingFor(i);
      expect(text).not.toMatch(/ {2}|\s[,.;:]|,,|\.\./);
      expect(text).not.toMatch(/\b(\w+) \1\b/i);
      expect(text).not.toMatch(/\ba (?!one\b|uni|use)[aeiou]/i);
      expect(text).not.toMatch(/\ban [bcdfgjklmnpqrstvwxyz]/i);
      for (const sentence of sentences(text)) {
        expect(sentence, sentence).toMatch(/^[A-Z]/);
        expect(sentence, sentence).toMatch(/[.!?]$/);
      }
    }
  });

  it('is never fatalistic, frightening or medical', () => {
    for (let i = 0; i < 300; i++) expect(readingFor(i).text).not.toMatch(BANNED);
  });

  it('opens with the grounds and the number of shapes', () => {
    const { cup, text } = readingFor(7);
    const count = ['four', 'five', 'six', 'seven'][cup.symbols.length - 4] ?? '';
    const first = sentences(text)[0] ?? '';
    expect(first).toMatch(/grounds/);
    expect(first).toContain(`${count} shapes`);
  });

  it('uses the love meanings for a Love cup, in time order from rim to handle', () => {
    for (let i = 0; i < 50; i++) {
      const input = makeInput({ category: 'Love', intention: 'will he come back', nonce: `love-${i}` });
      const cup = castCup(input);
      const text = composeReading(cup, { intention: 'will he come back', category: 'Love' });
      const positions = cup.symbols.map((p) => text.indexOf(p.symbol.meanings.love));
      for (const [k, pos] of positions.entries()) {
        expect(pos, cup.symbols[k]?.symbol.id).toBeGreaterThanOrEqual(0);
      }
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(cup.symbols.map((p) => ZONES.indexOf(p.zone))).toEqual(
        [...cup.symbols.map((p) => ZONES.indexOf(p.zone))].sort((a, b) => a - b),
      );
    }
  });

  it('quotes a short intention and addresses the member by first name', () => {
    const cup = castCup(makeInput({ nonce: 'quote' }));
    const text = composeReading(cup, { intention: '  find a job I love.  ', firstName: 'ayla smith' });
    expect(text).toContain('\u201cfind a job I love\u201d');
    expect(text).toContain('Ayla');
    expect(text).not.toContain('smith');
  });

  it('does not quote markup, quote marks or an intention too long to quote', () => {
    const cup = castCup(makeInput({ nonce: 'unsafe' }));
    const marked = composeReading(cup, { intention: '<b>"love"</b> {me}' });
    expect(marked).not.toMatch(/[<>{}"]/);
    const long = 'I would like to know whether the relationship I started this spring will last a long time';
    const loveCup = castCup(makeInput({ nonce: 'unsafe', category: 'Love', intention: long }));
    const text = composeReading(loveCup, { intention: long, category: 'Love' });
    expect(text).not.toContain(long);
    expect(text).toContain('wish about love');
  });

  it('varies: across 30 readings of one member fewer than 5% of sentences repeat', () => {
    const scenarios = [
      { memberKey: 'm1', intention: 'find a job I love', category: 'Career' as const },
      { memberKey: 'm2', intention: '', firstName: 'Ayla' },
      { memberKey: 'm3', intention: 'Will I meet someone kind this year?', category: 'Love' as const },
      { memberKey: 'm4', intention: 'sleep better', category: 'Health' as const, firstName: 'Deniz' },
    ];
    for (const scenario of scenarios) {
      const readings = readingsOfMember(30, scenario).map((r) => sentences(r.text));
      const seenIn = new Map<string, Set<number>>();
      readings.forEach((list, i) => {
        for (const s of list) seenIn.set(s, (seenIn.get(s) ?? new Set()).add(i));
      });
      const all = readings.flat();
      const repeated = all.filter((s) => (seenIn.get(s)?.size ?? 0) > 1).length;
      expect(repeated / all.length, scenario.memberKey).toBeLessThan(0.05);
    }
  });

  it('never writes the same text twice over 1,000 readings', () => {
    const texts = new Set<string>();
    for (let i = 0; i < 1000; i++) texts.add(readingFor(i).text);
    expect(texts.size).toBe(1000);
  });
});
