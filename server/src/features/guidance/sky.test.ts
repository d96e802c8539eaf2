import { zodiacSignFor } from '@contract/zodiac';
import { Ecliptic, GeoMoon, SearchMoonPhase } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { publicSky, signedDifference, signOfLongitude, skyFor } from './sky';

function shiftDay(date: string, days: number): string {
  const time = new Date(`${date}T00:00:00Z`).getTime() + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** The UTC day on which astronomy-engine finds the Moon reaching `angle` after `start`. */
function dayOfPhase(angle: number, start: string): string {
  const found = SearchMoonPhase(angle, new Date(`${start}T00:00:00Z`), 40);
  if (!found) throw new Error('astronomy-engine found no phase');
  return found.date.toISOString().slice(0, 10);
}

describe('skyFor: Moon phase', () => {
  const starts = ['2024-01-01', '2025-06-01', '2031-09-10'];

  it.each(starts)('names the day astronomy-engine finds the full Moon after %s "full", not its neighbours', (start) => {
    const day = dayOfPhase(180, start);
    expect(skyFor(day).moonPhase).toBe('full');
    expect(skyFor(shiftDay(day, -1)).moonPhase).toBe('waxing gibbous');
    expect(skyFor(shiftDay(day, 1)).moonPhase).toBe('waning gibbous');
  });

  it.each(starts)('names the new Moon and both quarters after %s on their days', (start) => {
    const newMoon = dayOfPhase(0, start);
    expect(skyFor(newMoon).moonPhase).toBe('new');
    expect(skyFor(shiftDay(newMoon, -1)).moonPhase).toBe('waning crescent');
    expect(skyFor(shiftDay(newMoon, 1)).moonPhase).toBe('waxing crescent');
    expect(skyFor(dayOfPhase(90, start)).moonPhase).toBe('first quarter');
    expect(skyFor(dayOfPhase(270, start)).moonPhase).toBe('last quarter');
  });

  it('knows the full Moon of 15 November 2024 was in Taurus', () => {
    const sky = skyFor('2024-11-15');
    expect(sky.moonPhase).toBe('full');
    expect(sky.moonSign).toBe('Taurus');
  });
});

describe('skyFor: positions', () => {
  it('puts the Moon where astronomy-engine’s equatorial vector does, at 12:00 UTC', () => {
    for (let offset = 0; offset < 60; offset += 7) {
      const date = shiftDay('2025-02-01', offset);
      const expected = Ecliptic(GeoMoon(new Date(`${date}T12:00:00Z`))).elon;
      // The two routes differ only by light-time and nutation, well under a tenth of a degree.
      expect(Math.abs(signedDifference(skyFor(date).longitudes.Moon, expected))).toBeLessThan(0.1);
    }
  });

  it('gives the Sun sign of the real sky', () => {
    expect(skyFor('2024-07-30').sunSign).toBe('Leo');
    expect(skyFor('2024-01-01').sunSign).toBe('Capricorn');
    expect(skyFor('2024-10-01').sunSign).toBe('Libra');
    // The 2024 equinox fell at 03:06 UTC on 20 March, so by noon the Sun was in Aries, although
    // The product's fixed birthday ranges still call 20 March Pisces.
    expect(skyFor('2024-03-20').sunSign).toBe('Aries');
    expect(zodiacSignFor('2024-03-20')).toBe('Pisces');
  });
});

describe('skyFor: retrograde planets', () => {
  it('sees Mercury retrograde on 10 April 2024 and direct on 1 March 2024', () => {
    expect(skyFor('2024-04-10').retrograde).toEqual(['Mercury']);
    expect(skyFor('2024-03-01').retrograde).toEqual([]);
  });

  it('matches the published retrograde seasons of the other planets', () => {
    expect(skyFor('2024-08-01').retrograde).toContain('Saturn'); // 29 Jun - 15 Nov 2024
    expect(skyFor('2024-12-15').retrograde).not.toContain('Saturn');
    expect(skyFor('2024-12-01').retrograde).toContain('Jupiter'); // 9 Oct 2024 - 4 Feb 2025
    expect(skyFor('2025-03-01').retrograde).not.toContain('Jupiter');
    expect(skyFor('2025-01-15').retrograde).toContain('Mars'); // 6 Dec 2024 - 24 Feb 2025
    expect(skyFor('2025-03-20').retrograde).toEqual(['Mercury', 'Venus']); // Venus 1 Mar - 12 Apr 2025
  });
});

describe('signOfLongitude', () => {
  it('starts Aries at 0° and wraps round', () => {
    expect(signOfLongitude(0)).toBe('Aries');
    expect(signOfLongitude(29.99)).toBe('Aries');
    expect(signOfLongitude(30)).toBe('Taurus');
    expect(signOfLongitude(359.9)).toBe('Pisces');
    expect(signOfLongitude(-1)).toBe('Pisces');
    expect(signOfLongitude(360)).toBe('Aries');
  });
});

describe('publicSky', () => {
  it('keeps only the facts the response shows', () => {
    const sky = skyFor('2024-04-10');
    expect(publicSky(sky)).toEqual({
      moonPhase: sky.moonPhase,
      moonSign: sky.moonSign,
      sunSign: 'Aries',
      retrograde: ['Mercury'],
    });
  });
});

it('refuses a malformed date', () => {
  expect(() => skyFor('2024-02-30')).toThrow(/calendar date/);
});
