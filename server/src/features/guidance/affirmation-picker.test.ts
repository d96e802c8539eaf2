import { AFFIRMATION_MOODS } from '@contract/moods';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { AFFIRMATIONS } from './affirmation-corpus';
import { dailyAffirmation, freshAffirmation } from './affirmation-picker';

function consecutiveDays(start: string, count: number): string[] {
  const first = new Date(`${start}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

describe('dailyAffirmation', () => {
  it('is the same all day for one member and mood', () => {
    const options = { mood: 'Calm' as const, date: '2024-05-01', memberKey: 'member-1' };
    expect(dailyAffirmation(options)).toBe(dailyAffirmation({ ...options }));
    expect(AFFIRMATIONS.Calm).toContain(dailyAffirmation(options));
  });

  it.each(AFFIRMATION_MOODS)('changes every day for %s and reads the whole list before repeating', (mood) => {
    const texts = consecutiveDays('2024-01-01', 400).map((date) => dailyAffirmation({ mood, date, memberKey: 'm-7' }));
    texts.forEach((text, i) => {
      if (i > 0) expect(text).not.toBe(texts[i - 1]);
    });
    // Within any window as long as the list, each text appears at most twice (one cycle boundary).
    const size = AFFIRMATIONS[mood].length;
    for (let start = 0; start + size <= texts.length; start += 17) {
      const counts = new Map<string, number>();
      for (const text of texts.slice(start, start + size)) counts.set(text, (counts.get(text) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    }
    expect(new Set(texts).size).toBe(size);
  });

  it('gives different members different days', () => {
    const dates = consecutiveDays('2024-06-01', 20);
    const forMember = (memberKey: string) => dates.map((date) => dailyAffirmation({ mood: 'Happy', date, memberKey }));
    expect(forMember('alice')).not.toEqual(forMember('bea'));
  });
});

describe('freshAffirmation', () => {
  it.each(AFFIRMATION_MOODS)('never returns one of the last ten for %s', (mood) => {
    const random = seededRandom('fresh', mood);
    const recent: string[] = [];
    for (let draw = 0; draw < 300; draw++) {
      const text = freshAffirmation({ mood, recent, random });
      expect(recent).not.toContain(text);
      expect(AFFIRMATIONS[mood]).toContain(text);
      recent.unshift(text);
      recent.length = Math.min(recent.length, 10);
    }
  });

  it('stays inside the unseen ones at both ends of random', () => {
    const recent = AFFIRMATIONS.Tired.slice(0, 10);
    for (const value of [0, 0.5, 0.999_999_999]) {
      expect(recent).not.toContain(freshAffirmation({ mood: 'Tired', recent, random: () => value }));
    }
  });

  it('still answers if every affirmation is recent', () => {
    const recent = [...AFFIRMATIONS.Unsure];
    expect(AFFIRMATIONS.Unsure).toContain(freshAffirmation({ mood: 'Unsure', recent, random: () => 0.3 }));
  });
});
