import { describe, expect, it } from 'vitest';
import {
  AffirmationRequestSchema,
  AffirmationSchema,
  HoroscopeRequestSchema,
  HoroscopeSchema,
  isWithinADayOf,
} from './guidance';

const DATE_MESSAGE = 'Please send the date as YYYY-MM-DD';

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.error?.issues[0]?.message;
}

describe('HoroscopeRequestSchema', () => {
  it('accepts a sign and a real calendar date', () => {
    expect(HoroscopeRequestSchema.parse({ sign: 'Leo', date: '2024-02-29' })).toEqual({
      sign: 'Leo',
      date: '2024-02-29',
    });
  });

  it.each(['2023-02-29', '2024-02-30', '2024/02/01', '2024-2-1', '01-02-2024', '2024-02-01T00:00:00Z', ''])(
    'refuses the date %j with the spec message',
    (date) => {
      expect(firstMessage(HoroscopeRequestSchema.safeParse({ sign: 'Leo', date }))).toBe(DATE_MESSAGE);
    },
  );

  it('refuses a missing date or an unknown sign with their messages', () => {
    expect(firstMessage(HoroscopeRequestSchema.safeParse({ sign: 'Leo' }))).toBe(DATE_MESSAGE);
    expect(firstMessage(HoroscopeRequestSchema.safeParse({ sign: 'Ophiuchus', date: '2024-01-01' }))).toBe(
      'Unknown zodiac sign',
    );
  });
});

describe('HoroscopeSchema', () => {
  const horoscope = {
    headline: 'Hold your ground kindly under the full Moon in Taurus.',
    text: 'With the Moon full in Taurus tonight, comfort feels nourishing.',
    sign: 'Aries',
    date: '2024-11-15',
    sky: { moonPhase: 'full', moonSign: 'Taurus', sunSign: 'Scorpio', retrograde: ['Jupiter', 'Saturn'] },
  };

  it('takes insights as optional', () => {
    expect(HoroscopeSchema.parse(horoscope)).toEqual(horoscope);
    const detailed = { ...horoscope, insights: { aspects: ['a'], moonSign: 'b', guidance: 'c' } };
    expect(HoroscopeSchema.parse(detailed)).toEqual(detailed);
  });

  it('requires the headline', () => {
    const { headline: _headline, ...withoutHeadline } = horoscope;
    expect(HoroscopeSchema.safeParse(withoutHeadline).success).toBe(false);
  });

  it('refuses a sky whose Moon sign is not a sign', () => {
    const wrong = { ...horoscope, sky: { ...horoscope.sky, moonSign: 'Moon' } };
    expect(HoroscopeSchema.safeParse(wrong).success).toBe(false);
  });
});

describe('affirmation schemas', () => {
  it('accept the 14 moods and Confident, and refuse others', () => {
    expect(AffirmationRequestSchema.parse({ mood: 'Confident' })).toEqual({ mood: 'Confident' });
    expect(AffirmationRequestSchema.parse({ mood: 'Unsure' })).toEqual({ mood: 'Unsure' });
    expect(firstMessage(AffirmationRequestSchema.safeParse({ mood: 'Bored' }))).toBe('Unknown mood');
    expect(AffirmationSchema.parse({ text: 'I am calm.', mood: 'Calm' })).toEqual({ text: 'I am calm.', mood: 'Calm' });
  });
});

describe('isWithinADayOf', () => {
  const now = new Date('2024-03-10T00:30:00Z');

  it('allows yesterday, today and tomorrow in UTC terms', () => {
    expect(isWithinADayOf('2024-03-09', now)).toBe(true);
    expect(isWithinADayOf('2024-03-10', now)).toBe(true);
    expect(isWithinADayOf('2024-03-11', now)).toBe(true);
  });

  it('refuses two days away in either direction', () => {
    expect(isWithinADayOf('2024-03-08', now)).toBe(false);
    expect(isWithinADayOf('2024-03-12', now)).toBe(false);
    expect(isWithinADayOf('2025-03-10', now)).toBe(false);
  });

  it('uses the UTC day of `now`, across month and year ends', () => {
    const lateOnNewYearsEve = new Date('2024-12-31T23:59:00Z');
    expect(isWithinADayOf('2025-01-01', lateOnNewYearsEve)).toBe(true);
    expect(isWithinADayOf('2025-01-02', lateOnNewYearsEve)).toBe(false);
    expect(isWithinADayOf('2024-12-30', lateOnNewYearsEve)).toBe(true);
    expect(isWithinADayOf('2024-12-29', lateOnNewYearsEve)).toBe(false);
  });

  it('refuses malformed dates and an invalid clock', () => {
    expect(isWithinADayOf('2024-02-30', now)).toBe(false);
    expect(isWithinADayOf('tomorrow', now)).toBe(false);
    expect(isWithinADayOf('2024-03-10', new Date('nonsense'))).toBe(false);
  });
});
