import { describe, expect, it } from 'vitest';
import { moodSummary } from './mood-summary';

const history = (counts: Array<[string, number]>) => ({
  since: '2027-01-01T00:00:00.000Z',
  counts: counts.map(([mood, count]) => ({ mood, count })),
  picks: [],
});

describe('the mood chart’s text alternative', () => {
  it('names the total and the most picked mood', () => {
    expect(
      moodSummary(
        history([
          ['Calm', 3],
          ['Happy', 2],
          ['Sad', 1],
        ]),
      ),
    ).toBe('In the last 30 days you picked a mood 6 times, most often Calm (3 times).');
    expect(moodSummary(history([['Loved', 1]]))).toBe(
      'In the last 30 days you picked a mood once, most often Loved (once).',
    );
  });

  it('names every mood sharing the lead', () => {
    expect(
      moodSummary(
        history([
          ['Calm', 2],
          ['Happy', 2],
          ['Tired', 2],
          ['Sad', 1],
        ]),
      ),
    ).toBe('In the last 30 days you picked a mood 7 times, most often Calm, Happy and Tired (twice each).');
  });

  it('says so when no mood was picked', () => {
    expect(moodSummary(history([]))).toBe('You picked no mood in the last 30 days.');
  });
});
