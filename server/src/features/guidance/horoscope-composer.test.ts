import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { describe, expect, it } from 'vitest';
import { composeHoroscope } from './horoscope-composer';
import { type Sky, skyFor } from './sky';

function consecutiveDays(start: string, count: number): string[] {
  const first = new Date(`${start}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

function compose(sign: ZodiacSign, date: string, sky: Sky = skyFor(date)): string {
  return composeHoroscope({ sign, date, sky }).text;
}

describe('composeHoroscope', () => {
  it('gives the same text for the same sign and date', () => {
    expect(compose('Leo', '2024-11-15')).toBe(compose('Leo', '2024-11-15'));
  });

  it('gives premium members the same text, plus insights', () => {
    const sky = skyFor('2024-11-15');
    const basic = composeHoroscope({ sign: 'Leo', date: '2024-11-15', sky });
    const detailed = composeHoroscope({ sign: 'Leo', date: '2024-11-15', sky, detailed: { intentions: ['Love'] } });
    expect(basic.insights).toBeUndefined();
    expect(detailed.text).toBe(basic.text);
    expect(detailed.insights?.guidance).toMatch(/Venus/);
  });

  it('tells of the real Moon and of Mercury retrograde', () => {
    const retrogradeDay = compose('Gemini', '2024-04-10');
    expect(retrogradeDay).toMatch(/Moon/);
    expect(retrogradeDay).toContain('Taurus');
    expect(retrogradeDay).toMatch(/Mercury (is )?(retrograde|moving backwards)|Mercury retrograde/);
    const fullMoon = compose('Gemini', '2024-11-15');
    expect(fullMoon).toMatch(/full Moon|Moon full/);
    // Gemini is ruled by Mercury, so the planet may be named; only its retrograde must not be.
    expect(fullMoon).not.toMatch(/Mercury (is )?(retrograde|moving backwards)|Mercury retrograde/);
  });

  it('writes tidy sentences: capitalised, full stops, no leftover placeholders', () => {
    for (const date of consecutiveDays('2025-01-01', 40)) {
      const sky = skyFor(date);
      for (const sign of ZODIAC_SIGNS) {
        const text = compose(sign, date, sky);
        expect(text).not.toMatch(/[{}]|\s{2}|\s[,.;:]|\.\./);
        const sentences = sentencesOf(text);
        expect(sentences.length).toBe(6);
        for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].*\.$/);
        const words = text.split(/\s+/).length;
        expect(words).toBeGreaterThan(70);
        expect(words).toBeLessThan(170);
      }
    }
  });

  it.each([
    ['2024-01-01', 'Aries'],
    ['2025-06-15', 'Scorpio'],
    ['1999-03-01', 'Virgo'],
  ] as const)('over 365 days from %s, %s never repeats a day and repeats under 10% of sentences', (start, sign) => {
    const texts = consecutiveDays(start, 365).map((date) => compose(sign, date));
    expect(new Set(texts).size).toBe(365);
    const daysBySentence = new Map<string, number>();
    let total = 0;
    for (const text of texts) {
      for (const sentence of new Set(sentencesOf(text))) {
        daysBySentence.set(sentence, (daysBySentence.get(sentence) ?? 0) + 1);
      }
      total += sentencesOf(text).length;
    }
    // Count every occurrence of a sentence that appears on more than one day.
    const repeated = [...daysBySentence.values()].filter((days) => days > 1).reduce((sum, days) => sum + days, 0);
    expect(repeated / total).toBeLessThan(0.1);
  });

  it('rarely gives two signs the same sentence on the same day', () => {
    let pairs = 0;
    let sharing = 0;
    for (const date of consecutiveDays('2024-06-01', 90)) {
      const sky = skyFor(date);
      const sets = ZODIAC_SIGNS.map((sign) => new Set(sentencesOf(compose(sign, date, sky))));
      for (let a = 0; a < sets.length; a++) {
        for (let b = a + 1; b < sets.length; b++) {
          pairs++;
          if ([...(sets[a] as Set<string>)].some((sentence) => (sets[b] as Set<string>).has(sentence))) sharing++;
        }
      }
    }
    expect(sharing / pairs).toBeLessThan(0.02);
  });

  it('does not hand a sign the lines its neighbour read the day before', () => {
    const days = consecutiveDays('2024-09-01', 31);
    const skies = days.map((date) => skyFor(date));
    let shared = 0;
    for (let i = 1; i < days.length; i++) {
      for (let s = 0; s + 1 < ZODIAC_SIGNS.length; s++) {
        const neighbour = ZODIAC_SIGNS[s + 1] as ZodiacSign;
        const yesterday = new Set(sentencesOf(compose(neighbour, days[i - 1] as string, skies[i - 1])));
        const today = sentencesOf(compose(ZODIAC_SIGNS[s] as ZodiacSign, days[i] as string, skies[i]));
        shared += today.filter((sentence) => yesterday.has(sentence)).length;
      }
    }
    expect(shared).toBe(0);
  });

  it('leads with one short headline naming the real Moon, its first five words new to each sign that day', () => {
    expect(composeHoroscope({ sign: 'Gemini', date: '2024-11-15', sky: skyFor('2024-11-15') }).headline).toMatch(
      /the full Moon in Taurus/,
    );
    for (const date of consecutiveDays('2025-01-01', 60)) {
      const sky = skyFor(date);
      const headlines = ZODIAC_SIGNS.map((sign) => composeHoroscope({ sign, date, sky }).headline);
      for (const headline of headlines) {
        expect(headline).toMatch(/^[A-Z][^{}]*\.$/);
        expect(headline).toContain(`Moon in ${sky.moonSign}`);
        expect(headline.length).toBeLessThanOrEqual(90);
      }
      expect(new Set(headlines.map((h) => h.split(' ').slice(0, 5).join(' '))).size).toBe(12);
    }
  });

  it('gives a sign a different headline each day for two months', () => {
    const headlines = consecutiveDays('2025-05-01', 60).map(
      (date) => composeHoroscope({ sign: 'Leo', date, sky: skyFor(date) }).headline,
    );
    expect(new Set(headlines).size).toBe(60);
  });

  it('refuses a malformed date', () => {
    expect(() => composeHoroscope({ sign: 'Leo', date: '15/11/2024', sky: skyFor('2024-11-15') })).toThrow();
  });
});
