import { AFFIRMATION_MOODS } from '@contract/moods';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random';
import { AFFIRMATIONS } from './affirmation-corpus';
import { affirmationCandidates, dailyAffirmation } from './affirmation-picker';

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

describe("affirmationCandidates (a premium member's draw; the database takes the first unseen)", () => {
  it.each(AFFIRMATION_MOODS)('offers every affirmation for %s exactly once', (mood) => {
    const candidates = affirmationCandidates(mood, seededRandom('fresh', mood));
    expect([...candidates].sort()).toEqual([...AFFIRMATIONS[mood]].sort());
  });

  it('draws a new order from random, and the same order from the same draws', () => {
    const first = affirmationCandidates('Tired', seededRandom('fresh', 'one'));
    expect(affirmationCandidates('Tired', seededRandom('fresh', 'one'))).toEqual(first);
    expect(affirmationCandidates('Tired', seededRandom('fresh', 'two'))).not.toEqual(first);
  });

  it('stays inside the list at both ends of random', () => {
    for (const value of [0, 0.5, 0.999_999_999]) {
      expect([...affirmationCandidates('Unsure', () => value)].sort()).toEqual([...AFFIRMATIONS.Unsure].sort());
    }
  });
});
