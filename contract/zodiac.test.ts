import { describe, expect, it } from 'vitest';
import { parseCalendarDate, ZODIAC_SIGNS, ZodiacSignInputSchema, ZodiacSignSchema, zodiacSignFor } from './zodiac';

describe('zodiacSignFor', () => {
  // First and last day of every sign.
  const boundaries: Array<[first: string, last: string, sign: string]> = [
    ['01-20', '02-18', 'Aquarius'],
    ['02-19', '03-20', 'Pisces'],
    ['03-21', '04-19', 'Aries'],
    ['04-20', '05-20', 'Taurus'],
    ['05-21', '06-20', 'Gemini'],
    ['06-21', '07-22', 'Cancer'],
    ['07-23', '08-22', 'Leo'],
    ['08-23', '09-22', 'Virgo'],
    ['09-23', '10-22', 'Libra'],
    ['10-23', '11-21', 'Scorpio'],
    ['11-22', '12-21', 'Sagittarius'],
    ['12-22', '01-19', 'Capricorn'],
  ];

  it.each(boundaries)('starts on %s and ends on %s for %s', (first, last, sign) => {
    expect(zodiacSignFor(`1990-${first}`)).toBe(sign);
    expect(zodiacSignFor(`1991-${last}`)).toBe(sign);
  });

  it('covers the turn of the year and the leap day', () => {
    expect(zodiacSignFor('1999-12-31')).toBe('Capricorn');
    expect(zodiacSignFor('2000-01-01')).toBe('Capricorn');
    expect(zodiacSignFor('2000-02-29')).toBe('Pisces');
  });

  it('gives every day of a leap year a sign, each sign one unbroken run', () => {
    const runs: string[] = [];
    const day = new Date(Date.UTC(2024, 0, 1));
    while (day.getUTCFullYear() === 2024) {
      const sign = zodiacSignFor(day.toISOString().slice(0, 10));
      expect(sign).not.toBeNull();
      if (runs.at(-1) !== sign) runs.push(sign as string);
      day.setUTCDate(day.getUTCDate() + 1);
    }
    // Capricorn opens and closes the year; the other eleven appear once each, in order.
    expect(runs).toEqual(['Capricorn', ...ZODIAC_SIGNS.slice(10), ...ZODIAC_SIGNS.slice(0, 10)]);
  });

  it.each([
    '',
    '1990-13-01',
    '1990-00-10',
    '1990-02-30',
    '2023-02-29',
    '1990-04-31',
    '1990-1-5',
    '19900105',
    '1990-01-05T00:00:00Z',
    ' 1990-01-05',
    'abcd-ef-gh',
  ])('returns null for malformed %j', (text) => {
    expect(zodiacSignFor(text)).toBeNull();
  });
});

describe('parseCalendarDate', () => {
  it('reads the parts as written, with no time zone shift', () => {
    expect(parseCalendarDate('2000-01-01')).toEqual({ year: 2000, month: 1, day: 1 });
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });
});

describe('ZodiacSignSchema', () => {
  it('accepts the twelve signs in any case, answering the capitalised name, and names the error otherwise', () => {
    expect(ZODIAC_SIGNS).toHaveLength(12);
    for (const sign of ZODIAC_SIGNS) expect(ZodiacSignSchema.parse(sign)).toBe(sign);
    expect(ZodiacSignInputSchema.parse(' leo ')).toBe('Leo');
    expect(ZodiacSignInputSchema.parse('SAGITTARIUS')).toBe('Sagittarius');
    expect(ZodiacSignSchema.safeParse('leo').success).toBe(false);
    const result = ZodiacSignSchema.safeParse('leonine');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unknown zodiac sign');
  });
});
