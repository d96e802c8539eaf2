import { PREMIUM_REQUIRED_MESSAGE } from '@contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOROSCOPE = { sign: 'Leo', date: '2027-03-04', content: 'The Moon lights your house of friends today.' };
const AFFIRMATION = { mood: 'Calm', content: 'I breathe in stillness and breathe out worry.' };

async function withReading(member: SignedInMember): Promise<number> {
  const res = await member.client.post('/api/coffee-reading', { intention: 'a new home' });
  expect(res.status).toBe(201);
  return res.body.id;
}

const rowsOf = {
  reading: (userId: number) => t.database.db.select().from(savedReadings).where(eq(savedReadings.userId, userId)),
  horoscope: (userId: number) => t.database.db.select().from(savedHoroscopes).where(eq(savedHoroscopes.userId, userId)),
  affirmation: (userId: number) =>
    t.database.db.select().from(savedAffirmations).where(eq(savedAffirmations.userId, userId)),
};

describe('saving to the journal is premium', () => {
  it('answers 401 signed out and 403 with the premium message to a free member, saving nothing', async () => {
    const free = await signUp(t);
    const readingId = await withReading(free);
    const attempts: Array<[string, unknown]> = [
      ['/api/journal/readings', { readingId }],
      ['/api/journal/horoscopes', HOROSCOPE],
      ['/api/journal/affirmations', AFFIRMATION],
    ];
    for (const [url, body] of attempts) {
      expect((await t.client().post(url, body)).status).toBe(401);
      expect(await free.client.post(url, body)).toMatchObject({
        status: 403,
        body: { message: PREMIUM_REQUIRED_MESSAGE, code: 'FORBIDDEN' },
      });
    }
    expect(await rowsOf.reading(free.user.id)).toEqual([]);
    expect(await rowsOf.horoscope(free.user.id)).toEqual([]);
    expect(await rowsOf.affirmation(free.user.id)).toEqual([]);
  });
});

describe('saving and removing', () => {
  it('saves a reading with its text, answers the same entry when saved again, and removes it', async () => {
    const member = await signUpPremium(t);
    const readingId = await withReading(member);
    const first = await member.client.post('/api/journal/readings', { readingId });
    expect(first).toMatchObject({ status: 200, body: { type: 'coffee', readingId, intention: 'a new home' } });
    const reading = await member.client.get(`/api/coffee-reading/${readingId}`);
    expect(first.body.content).toBe(reading.body.reading);

    const again = await member.client.post('/api/journal/readings', { readingId });
    expect(again.body).toEqual(first.body);
    expect(await rowsOf.reading(member.user.id)).toHaveLength(1);

    expect(await member.client.request('DELETE', `/api/journal/readings/${first.body.id}`)).toMatchObject({
      status: 200,
      body: { id: first.body.id },
    });
    expect(await rowsOf.reading(member.user.id)).toEqual([]);
    // Removing it again finds nothing.
    expect(await member.client.request('DELETE', `/api/journal/readings/${first.body.id}`)).toMatchObject({
      status: 404,
      body: { message: 'That journal entry was not found.' },
    });
  });

  it('saves a horoscope once per sign and day, keeping the first text', async () => {
    const member = await signUpPremium(t);
    const first = await member.client.post('/api/journal/horoscopes', { ...HOROSCOPE, sign: 'leo' });
    expect(first).toMatchObject({ status: 200, body: { ...HOROSCOPE, sign: 'Leo' } });
    const again = await member.client.post('/api/journal/horoscopes', { ...HOROSCOPE, content: 'Another text' });
    expect(again.body).toEqual(first.body);
    const nextDay = await member.client.post('/api/journal/horoscopes', { ...HOROSCOPE, date: '2027-03-05' });
    expect(nextDay.body.id).not.toBe(first.body.id);
    expect(await rowsOf.horoscope(member.user.id)).toHaveLength(2);
    expect((await member.client.request('DELETE', `/api/journal/horoscopes/${first.body.id}`)).status).toBe(200);
    expect((await rowsOf.horoscope(member.user.id)).map((row) => row.date)).toEqual(['2027-03-05']);
  });

  it('saves an affirmation once per mood and text', async () => {
    const member = await signUpPremium(t);
    const first = await member.client.post('/api/journal/affirmations', AFFIRMATION);
    expect(first).toMatchObject({ status: 200, body: AFFIRMATION });
    expect((await member.client.post('/api/journal/affirmations', AFFIRMATION)).body).toEqual(first.body);
    const otherMood = await member.client.post('/api/journal/affirmations', { ...AFFIRMATION, mood: 'Confident' });
    const otherText = await member.client.post('/api/journal/affirmations', {
      ...AFFIRMATION,
      content: 'I am enough.',
    });
    expect(new Set([first.body.id, otherMood.body.id, otherText.body.id]).size).toBe(3);
    expect((await member.client.request('DELETE', `/api/journal/affirmations/${otherText.body.id}`)).status).toBe(200);
    expect(await rowsOf.affirmation(member.user.id)).toHaveLength(2);
  });

  it('leaves one row after 50 parallel saves of the same reading, horoscope and affirmation', async () => {
    const member = await signUpPremium(t);
    const readingId = await withReading(member);
    const fifty = (url: string, body: unknown) =>
      Promise.all(Array.from({ length: 50 }, () => member.client.post(url, body)));
    for (const [url, body] of [
      ['/api/journal/readings', { readingId }],
      ['/api/journal/horoscopes', HOROSCOPE],
      ['/api/journal/affirmations', AFFIRMATION],
    ] as const) {
      const answers = await fifty(url, body);
      expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
      expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    }
    expect(await rowsOf.reading(member.user.id)).toHaveLength(1);
    expect(await rowsOf.horoscope(member.user.id)).toHaveLength(1);
    expect(await rowsOf.affirmation(member.user.id)).toHaveLength(1);
  });
});

describe('a member reaches only her own entries', () => {
  it('cannot save another member’s reading (404, as if missing), nor an impossible id', async () => {
    const owner = await signUpPremium(t);
    const other = await signUpPremium(t);
    const readingId = await withReading(owner);
    for (const id of [readingId, 999_999, 2 ** 40]) {
      expect(await other.client.post('/api/journal/readings', { readingId: id })).toMatchObject({
        status: 404,
        body: { message: 'That reading was not found.' },
      });
    }
    expect(await rowsOf.reading(other.user.id)).toEqual([]);
  });

  it('cannot remove another member’s entries, which stay saved', async () => {
    const owner = await signUpPremium(t);
    const other = await signUpPremium(t);
    const readingId = await withReading(owner);
    const ids = {
      readings: (await owner.client.post('/api/journal/readings', { readingId })).body.id,
      horoscopes: (await owner.client.post('/api/journal/horoscopes', HOROSCOPE)).body.id,
      affirmations: (await owner.client.post('/api/journal/affirmations', AFFIRMATION)).body.id,
    };
    for (const [kind, id] of Object.entries(ids)) {
      expect((await other.client.request('DELETE', `/api/journal/${kind}/${id}`)).status).toBe(404);
    }
    expect((await other.client.request('DELETE', `/api/journal/readings/${2 ** 40}`)).status).toBe(404);
    expect(await rowsOf.reading(owner.user.id)).toHaveLength(1);
    expect(await rowsOf.horoscope(owner.user.id)).toHaveLength(1);
    expect(await rowsOf.affirmation(owner.user.id)).toHaveLength(1);
  });
});

describe('what a save may carry', () => {
  it.each([
    ['an unknown sign', '/api/journal/horoscopes', { ...HOROSCOPE, sign: 'Ophiuchus' }, 'Unknown zodiac sign'],
    [
      'a date that does not exist',
      '/api/journal/horoscopes',
      { ...HOROSCOPE, date: '2027-02-29' },
      'Please send the date as YYYY-MM-DD',
    ],
    [
      'a year 0, which PostgreSQL cannot store',
      '/api/journal/horoscopes',
      { ...HOROSCOPE, date: '0000-01-01' },
      'Please send a horoscope date from the year 2000 on.',
    ],
    [
      'a date before 2000',
      '/api/journal/horoscopes',
      { ...HOROSCOPE, date: '1999-12-31' },
      'Please send a horoscope date from the year 2000 on.',
    ],
    [
      'a date in another format',
      '/api/journal/horoscopes',
      { ...HOROSCOPE, date: '04/03/2027' },
      'Please send the date as YYYY-MM-DD',
    ],
    ['an empty text', '/api/journal/horoscopes', { ...HOROSCOPE, content: '  ' }, 'Please send the text to save.'],
    [
      'a text of 5,001 characters',
      '/api/journal/affirmations',
      { ...AFFIRMATION, content: 'a'.repeat(5001) },
      'The text to save must be at most 5,000 characters.',
    ],
    [
      'a NUL byte',
      '/api/journal/affirmations',
      { ...AFFIRMATION, content: 'calm\u0000now' },
      'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.',
    ],
    [
      'a lone surrogate',
      '/api/journal/affirmations',
      { ...AFFIRMATION, content: 'calm \ud800 now' },
      'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.',
    ],
    ['an unknown mood', '/api/journal/affirmations', { ...AFFIRMATION, mood: 'Hangry' }, 'Unknown mood'],
    [
      'a reading id that is not a number',
      '/api/journal/readings',
      { readingId: 'one' },
      'Please send the id of the reading to save.',
    ],
    ['no body', '/api/journal/readings', undefined, 'Please send a reading.'],
  ])('answers 400 for %s', async (_name, url, body, message) => {
    const member = await signUpPremium(t);
    const res = await member.client.request('POST', url, body === undefined ? 'null' : body);
    expect(res).toMatchObject({ status: 400, body: { message, code: 'BAD_REQUEST' } });
  });

  it('keeps a text of exactly 5,000 characters, and a well-formed emoji', async () => {
    const member = await signUpPremium(t);
    const long = await member.client.post('/api/journal/affirmations', { ...AFFIRMATION, content: 'b'.repeat(5000) });
    expect(long.status).toBe(200);
    expect(long.body.content).toHaveLength(5000);
    const emoji = await member.client.post('/api/journal/affirmations', { ...AFFIRMATION, content: 'Bloom ☕🌙' });
    expect(emoji.body.content).toBe('Bloom ☕🌙');
  });
});
