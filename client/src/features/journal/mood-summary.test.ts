import { catalogs } from 'virtual:telve-catalogs';
import { afterAll, describe, expect, it } from 'vitest';
import { type Feature, loadMessages, setMessages } from '@/lib/i18n';
import { moodSummary } from './mood-summary';

// The summary's words are the journal catalog's: every feature's, as the app's tests read them.
const FEATURES = Object.keys(catalogs) as Feature[];
const en = await loadMessages('en', FEATURES);
const tr = await loadMessages('tr', FEATURES);
setMessages(en);
afterAll(() => setMessages(en));

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

describe('the mood chart’s text alternative in Turkish', () => {
  it('names the total, the moods in Turkish and every mood sharing the lead', () => {
    setMessages(tr);
    expect(moodSummary(history([['Loved', 1]]))).toBe(
      'Son 30 günde bir kez ruh hâli seçtin; en sık seçtiğin: Sevgi dolu (bir kez).',
    );
    expect(
      moodSummary(
        history([
          ['Calm', 2],
          ['Happy', 2],
          ['Tired', 2],
          ['Sad', 1],
        ]),
      ),
    ).toBe('Son 30 günde 7 kez ruh hâli seçtin; en sık seçtiklerin: Sakin, Mutlu ve Yorgun (her biri iki kez).');
    expect(moodSummary(history([]))).toBe('Son 30 günde hiç ruh hâli seçmedin.');
    setMessages(en);
  });
});
