import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient, TestResponse } from '../../../test/test-client';
import { rateLimits, readingQuestions, savedAffirmations } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The next whole hour: the tests move the clock from here, within the sessions' lifetime. */
const BASE = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
const at = (ms: number) => new Date(BASE + ms);

/** Follows nextCursor from the first page to the last, returning each page's ids. */
async function allPages(client: TestClient, url: string): Promise<number[][]> {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const res: TestResponse = await client.get(cursor ? `${url}?cursor=${cursor}` : url);
    expect(res.status).toBe(200);
    pages.push(res.body.items.map((item: { id: number }) => item.id));
    cursor = res.body.nextCursor;
  } while (cursor);
  return pages;
}

describe('journal lists', () => {
  it('pages saved horoscopes 20 at a time, newest first, each entry once', async () => {
    const member = await signUpPremium(t);
    const ids: number[] = [];
    for (let day = 1; day <= 45; day += 1) {
      t.clock.set(at(day * 1000));
      const date = `2027-01-${String((day % 28) + 1).padStart(2, '0')}`;
      const sign = day <= 28 ? 'Aries' : 'Taurus';
      const res = await member.client.post('/api/journal/horoscopes', { sign, date, content: `day ${day}` });
      ids.push(res.body.id);
    }
    const pages = await allPages(member.client, '/api/journal/horoscopes');
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(ids.reverse());
  });

  it('pages entries saved in the same microsecond, and a microsecond apart, by id without loss', async () => {
    const member = await signUpPremium(t);
    // Times within one millisecond, which a JavaScript Date cannot tell apart.
    const times = ['2027-02-01T10:00:00.000100Z', '2027-02-01T10:00:00.000100Z', '2027-02-01T10:00:00.000900Z'];
    await t.database.db.insert(savedAffirmations).values(
      Array.from({ length: 24 }, (_, i) => ({
        userId: member.user.id,
        mood: 'Calm',
        content: `still ${i}`,
        contentHash: `hash-${i}`,
        savedAt: sql`${times[i % 3]}::timestamptz`,
      })),
    );
    const pages = await allPages(member.client, '/api/journal/affirmations');
    expect(pages.map((page) => page.length)).toEqual([20, 4]);
    expect(new Set(pages.flat()).size).toBe(24);
  });

  it('answers 400 for a cursor it did not make', async () => {
    const member = await signUpPremium(t);
    const forged = [
      'not a cursor!',
      Buffer.from('2027-02-30T10:00:00.000000Z|4').toString('base64url'),
      Buffer.from('0000-01-01T10:00:00.000000Z|4').toString('base64url'),
      Buffer.from('2027-02-01T10:00:00.000000Z|99999999999').toString('base64url'),
      Buffer.from('hello').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await member.client.get(`/api/journal/readings?cursor=${encodeURIComponent(cursor)}`);
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'That page of the journal could not be found. Please start again from the top.' },
      });
    }
  });

  it('lists only the member’s own entries', async () => {
    const [owner, other] = await Promise.all([signUpPremium(t), signUpPremium(t)]);
    await owner.client.post('/api/journal/affirmations', { mood: 'Happy', content: 'Mine alone.' });
    expect((await other.client.get('/api/journal/affirmations')).body).toEqual({ items: [], nextCursor: null });
    expect((await owner.client.get('/api/journal/affirmations')).body.items).toHaveLength(1);
  });
});

describe('reading history', () => {
  it('lists every reading, saved or not, with the saved entry’s id, and opens one with its questions', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    const readingIds: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      t.clock.set(at(i * 60_000));
      readingIds.push((await member.client.post('/api/coffee-reading', { intention: `cup ${i}` })).body.id);
    }
    // The second oldest reading is on the second page.
    const saved = await member.client.post('/api/journal/readings', { readingId: readingIds[1] });
    const first = await member.client.get('/api/journal/history');
    expect(first.body.items).toHaveLength(20);
    const pages = await allPages(member.client, '/api/journal/history');
    expect(pages.flat()).toEqual([...readingIds].reverse());
    const second = await member.client.get(`/api/journal/history?cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((item: { id: number }) => item.id)).toEqual([readingIds[1], readingIds[0]]);
    expect(second.body.items[0]).toMatchObject({ savedId: saved.body.id, intention: 'cup 1' });
    expect(first.body.items.every((item: { savedId: number | null }) => item.savedId === null)).toBe(true);
    // The list sends summaries: the whole text and the cup come when a reading is opened.
    expect(Object.keys(first.body.items[0]).sort()).toEqual([
      'category',
      'createdAt',
      'excerpt',
      'id',
      'intention',
      'savedId',
    ]);
    expect(first.body.items[0].excerpt.length).toBeGreaterThan(20);
    expect(first.body.items[0].excerpt.length).toBeLessThanOrEqual(160);

    const readingId = readingIds[21] as number;
    await t.database.db.insert(readingQuestions).values([
      { userId: member.user.id, readingId, question: 'Will it rain?', answer: 'Clouds pass.', createdAt: new Date(1) },
      { userId: member.user.id, readingId, question: 'And then?', answer: 'Sun.', createdAt: new Date(2) },
    ]);
    const opened = await member.client.get(`/api/journal/history/${readingId}`);
    expect(opened).toMatchObject({ status: 200, body: { id: readingId, savedId: null, intention: 'cup 21' } });
    expect(opened.body.questions.map((q: { question: string }) => q.question)).toEqual(['Will it rain?', 'And then?']);
    expect(opened.body.reading.length).toBeGreaterThan(100);
    expect(opened.body.reading.startsWith(first.body.items[0].excerpt.replace(/…$/, ''))).toBe(true);

    expect((await other.client.get(`/api/journal/history/${readingId}`)).status).toBe(404);
    expect((await other.client.get('/api/journal/history')).body.items).toEqual([]);
  });
});

describe('saved state', () => {
  it('tells which of the things on screen are saved', async () => {
    const member = await signUpPremium(t);
    const readingId = (await member.client.post('/api/coffee-reading', { intention: 'clarity' })).body.id;
    const ask = {
      readingId,
      horoscope: { sign: 'Virgo', date: '2027-05-06' },
      affirmation: { mood: 'Hopeful', content: 'Tomorrow is kind.' },
    };
    expect((await member.client.post('/api/journal/saved-state', ask)).body).toEqual({
      reading: null,
      horoscope: null,
      affirmation: null,
    });
    const reading = await member.client.post('/api/journal/readings', { readingId });
    const horoscope = await member.client.post('/api/journal/horoscopes', { ...ask.horoscope, content: 'Tidy.' });
    const affirmation = await member.client.post('/api/journal/affirmations', ask.affirmation);
    expect((await member.client.post('/api/journal/saved-state', ask)).body).toEqual({
      reading: reading.body,
      horoscope: horoscope.body,
      affirmation: affirmation.body,
    });
    const otherText = { ...ask, affirmation: { mood: 'Hopeful', content: 'Another text.' } };
    expect((await member.client.post('/api/journal/saved-state', otherText)).body.affirmation).toBeNull();
    expect((await member.client.post('/api/journal/saved-state', { readingId: 2 ** 40 })).body.reading).toBeNull();
  });
});

describe('the fair-use limit on saves', () => {
  it('allows 300 saves an hour: 50 parallel saves with 290 counted leave exactly 10 through', async () => {
    const member = await signUpPremium(t);
    t.clock.set(at(0));
    await t.database.db.insert(rateLimits).values({
      key: `journal-save:${member.user.id}`,
      windowStart: at(-30 * 60_000),
      count: 290,
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        member.client.post('/api/journal/affirmations', { mood: 'Calm', content: `breath ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 429);
    expect(refused).toHaveLength(40);
    expect(refused[0]?.body.message).toBe('Too many saves. Please try again in 30 minutes.');
    expect(refused[0]?.headers.get('retry-after')).toBe('1800');
    expect((await member.client.get('/api/journal/affirmations')).body.items).toHaveLength(10);

    t.clock.set(at(31 * 60_000));
    expect((await member.client.post('/api/journal/affirmations', { mood: 'Calm', content: 'new hour' })).status).toBe(
      200,
    );
  });
});
