import { ZODIAC_SIGNS } from '@contract/zodiac';
import { describe, expect, it } from 'vitest';
import { HoroscopeCache } from './horoscope-cache';
import { composeHoroscope } from './horoscope-composer';
import { publicSky, skyFor } from './sky';

/** A cache whose sky computations are counted per date. */
function countingCache(maxDays?: number) {
  const computed: string[] = [];
  const cache = new HoroscopeCache({
    maxDays,
    computeSky: (date) => {
      computed.push(date);
      return skyFor(date);
    },
  });
  return { cache, computed };
}

describe('HoroscopeCache', () => {
  it("gives the composer's basic text and the day's public sky", () => {
    const { cache } = countingCache();
    const sky = skyFor('2025-03-14');
    const cached = cache.horoscopeFor('Pisces', '2025-03-14');
    expect(cached.text).toBe(composeHoroscope({ sign: 'Pisces', date: '2025-03-14', sky }).text);
    expect(cached.sky).toEqual(sky);
    expect(cached.publicSky).toEqual(publicSky(sky));
  });

  it('computes the sky once per day for all twelve signs, and each text once', () => {
    const { cache, computed } = countingCache();
    const first = ZODIAC_SIGNS.map((sign) => cache.horoscopeFor(sign, '2025-03-14').text);
    const again = ZODIAC_SIGNS.map((sign) => cache.horoscopeFor(sign, '2025-03-14').text);
    expect(computed).toEqual(['2025-03-14']);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(12);
  });

  it('keeps only the latest days, dropping the oldest first', () => {
    const { cache, computed } = countingCache(3);
    for (const date of ['2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']) cache.horoscopeFor('Leo', date);
    expect(cache.cachedDates()).toEqual(['2025-03-14', '2025-03-15', '2025-03-16']);
    // The dropped day is computed again when asked for, and gives the same text as before.
    const before = composeHoroscope({ sign: 'Leo', date: '2025-03-13', sky: skyFor('2025-03-13') }).text;
    expect(cache.horoscopeFor('Leo', '2025-03-13').text).toBe(before);
    expect(computed.filter((date) => date === '2025-03-13')).toHaveLength(2);
    expect(cache.cachedDates()).toHaveLength(3);
  });

  it('keeps four days by default', () => {
    const { cache } = countingCache();
    for (let day = 10; day <= 19; day++) cache.horoscopeFor('Virgo', `2025-03-${day}`);
    expect(cache.cachedDates()).toEqual(['2025-03-16', '2025-03-17', '2025-03-18', '2025-03-19']);
  });
});
