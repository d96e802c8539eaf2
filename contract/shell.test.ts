import { describe, expect, it } from 'vitest';
import { clockFor, formatViewCookie, parseViewCookie } from './shell';

describe('the clock the daily screens greet and date by', () => {
  it("reads the day, the hour (0-23) and the day's name in a time zone and language", () => {
    expect(clockFor(new Date('2026-11-23T00:30:00Z'), 'UTC', 'en-US')).toEqual({
      today: '2026-11-23',
      hour: 0,
      dayLabel: 'Monday, November 23',
    });
    // Three hours east of UTC it is already the next day.
    expect(clockFor(new Date('2026-11-23T22:30:00Z'), 'Europe/Istanbul', 'en-GB')).toEqual({
      today: '2026-11-24',
      hour: 1,
      dayLabel: 'Tuesday 24 November',
    });
  });
});

describe('the view cookie', () => {
  it('carries the theme and the time zone, and reads anything else as the default', () => {
    const value = formatViewCookie({ theme: 'dark', timeZone: 'Europe/Istanbul' });
    expect(value).toBe('theme=dark&tz=Europe%2FIstanbul');
    expect(parseViewCookie(value)).toEqual({ theme: 'dark', timeZone: 'Europe/Istanbul' });
    expect(parseViewCookie(formatViewCookie({ theme: 'light' }))).toEqual({ theme: 'light' });
    // No choice yet: no theme in the cookie, and the page follows the system.
    expect(formatViewCookie({ theme: 'system', timeZone: 'UTC' })).toBe('tz=UTC');
    expect(parseViewCookie(undefined)).toEqual({ theme: 'system' });
    expect(parseViewCookie(`tz=${'x'.repeat(65)}`)).toEqual({ theme: 'system' });
    // Written before the theme followed the system: a choice of dark.
    expect(parseViewCookie('dark=1')).toEqual({ theme: 'dark' });
  });
});
