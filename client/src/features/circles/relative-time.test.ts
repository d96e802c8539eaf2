import { describe, expect, it } from 'vitest';
import { joinedLabel, timeAgo } from './relative-time';

const NOW = new Date('2027-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it("says 'Just now' under a minute, and for a clock slightly ahead", () => {
    expect(timeAgo(ago(0), NOW)).toBe('Just now');
    expect(timeAgo(ago(59_000), NOW)).toBe('Just now');
    expect(timeAgo(ago(-5_000), NOW)).toBe('Just now');
  });

  it('counts minutes, hours and days, then gives the date', () => {
    expect(timeAgo(ago(MINUTE), NOW)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * MINUTE + 30_000), NOW)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * HOUR), NOW)).toBe('3 hours ago');
    expect(timeAgo(ago(DAY + HOUR), NOW)).toBe('Yesterday');
    expect(timeAgo(ago(4 * DAY), NOW)).toBe('4 days ago');
    expect(timeAgo(ago(30 * DAY), NOW)).toMatch(/^February \d+$/);
    expect(timeAgo('2025-06-01T12:00:00Z', NOW)).toMatch(/2025/);
  });

  it('gives nothing for a date it cannot read', () => {
    expect(timeAgo('not a date', NOW)).toBe('');
  });
});

describe('joinedLabel', () => {
  it('reads today, yesterday, days, then month and year', () => {
    expect(joinedLabel(ago(MINUTE), NOW)).toBe('Joined today');
    expect(joinedLabel(ago(DAY + HOUR), NOW)).toBe('Joined yesterday');
    expect(joinedLabel(ago(3 * DAY), NOW)).toBe('Joined 3 days ago');
    expect(joinedLabel('2026-11-15T12:00:00Z', NOW)).toBe('Joined November 2026');
  });
});
