import { describe, expect, it } from 'vitest';
import { HoroscopeCache } from '../guidance';
import { CALM_REMINDER_LINE, isGentleLine, reminderLine } from './reminder-line';

describe("a reminder's line", () => {
  it('is her sign’s headline of her local day when it is gentle', () => {
    const horoscopes = new HoroscopeCache();
    expect(reminderLine({ dateOfBirth: '1992-05-14', localDay: '2026-03-11', horoscopes })).toBe(
      'Trade perfect for finished under the halved Moon in Sagittarius.',
    );
  });

  it('is the calm fixed line without a birth date', () => {
    expect(reminderLine({ dateOfBirth: null, localDay: '2026-03-11', horoscopes: new HoroscopeCache() })).toBe(
      'Your horoscope for today is ready, whenever you are.',
    );
  });

  it('never carries an alarming word, a line the care rules would answer, or more than a glance', () => {
    expect(isGentleLine('A quiet morning suits you under the waxing Moon.')).toBe(true);
    for (const line of [
      'Beware of a sudden change at work today.',
      'A warning from the stars: guard your savings.',
      'Risky moves tempt you under the full Moon.',
      'You must act before the Moon wanes.',
      'I want to end my life.',
      'Some days nothing helps and I cannot go on anymore.',
      `A long line ${'that keeps going '.repeat(10)}.`,
      '',
    ]) {
      expect({ line, gentle: isGentleLine(line) }).toEqual({ line, gentle: false });
    }
    expect(isGentleLine(CALM_REMINDER_LINE)).toBe(true);
  });

  it('passes the wording check for every sign over a year of headlines, or falls back calmly', () => {
    const horoscopes = new HoroscopeCache({ maxDays: 1 });
    const births = ['1990-03-25', '1990-04-25', '1990-05-25', '1990-06-25', '1990-07-25', '1990-08-25'];
    let used = 0;
    for (let day = 0; day < 366; day += 7) {
      const localDay = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (const dateOfBirth of births) {
        const line = reminderLine({ dateOfBirth, localDay, horoscopes });
        expect(isGentleLine(line)).toBe(true);
        if (line !== CALM_REMINDER_LINE) used++;
      }
    }
    // Most days her own horoscope speaks; the fixed line is only the fallback.
    expect(used).toBeGreaterThan(250);
  });
});
