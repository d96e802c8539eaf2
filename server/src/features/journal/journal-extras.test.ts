import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { moods, readingQuestions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

describe('mood history', () => {
  it('counts and lists the moods picked in the last 30 days only, newest first', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    const now = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);
    t.clock.set(now);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await t.database.db.insert(moods).values([
      { userId: member.user.id, mood: 'Sad', createdAt: ago(30 * DAY + 60_000) },
      { userId: member.user.id, mood: 'Calm', createdAt: ago(30 * DAY - 60_000) },
      { userId: member.user.id, mood: 'Happy', createdAt: ago(3 * DAY) },
      { userId: member.user.id, mood: 'Calm', createdAt: ago(DAY) },
      { userId: other.user.id, mood: 'Angry', createdAt: ago(DAY) },
    ]);
    const res = await member.client.get('/api/journal/moods');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      since: ago(30 * DAY).toISOString(),
      counts: [
        { mood: 'Calm', count: 2 },
        { mood: 'Happy', count: 1 },
      ],
      picks: [
        { mood: 'Calm', pickedAt: ago(DAY).toISOString() },
        { mood: 'Happy', pickedAt: ago(3 * DAY).toISOString() },
        { mood: 'Calm', pickedAt: ago(30 * DAY - 60_000).toISOString() },
      ],
    });
    // A mood picked through the app today joins the history.
    expect((await member.client.post('/api/moods', { mood: 'Grateful' })).status).toBe(201);
    expect((await member.client.get('/api/journal/moods')).body.picks[0]).toEqual({
      mood: 'Grateful',
      pickedAt: now.toISOString(),
    });
  });

  it("gives a free member her own moods (the journal's preview), and no one else's", async () => {
    const free = await signUp(t);
    const other = await signUpPremium(t);
    expect((await free.client.post('/api/moods', { mood: 'Hopeful' })).status).toBe(201);
    expect((await other.client.post('/api/moods', { mood: 'Angry' })).status).toBe(201);
    const res = await free.client.get('/api/journal/moods');
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual([{ mood: 'Hopeful', count: 1 }]);
    // The rest of the journal stays premium.
    expect((await free.client.get('/api/journal/history')).status).toBe(403);
  });
});

describe('searching the journal', () => {
  it('finds saved entries of every kind by their words, newest first, and only the member’s own', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    const reading = await member.client.post('/api/coffee-reading', { intention: 'the lighthouse keeper' });
    await member.client.post('/api/journal/readings', { readingId: reading.body.id });
    t.clock.advance(1000);
    await member.client.post('/api/journal/horoscopes', {
      sign: 'Pisces',
      date: '2027-03-01',
      content: 'A LIGHTHOUSE guides you home.',
    });
    t.clock.advance(1000);
    await member.client.post('/api/journal/affirmations', { mood: 'Calm', content: 'I am my own lighthouse.' });
    await member.client.post('/api/journal/affirmations', { mood: 'Calm', content: 'Nothing to see here.' });
    await other.client.post('/api/journal/affirmations', { mood: 'Calm', content: 'Another lighthouse.' });

    const res = await member.client.get('/api/journal/search?q=lighthouse');
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { kind: string }) => r.kind)).toEqual(['affirmation', 'horoscope', 'reading']);
    expect(res.body.results[2].entry).toMatchObject({ readingId: reading.body.id, type: 'coffee' });
    // The sign and mood are searchable too.
    expect((await member.client.get('/api/journal/search?q=pisces')).body.results).toHaveLength(1);
  });

  it("finds Turkish words whatever their i's and capitals: İ and i, I and ı", async () => {
    const member = await signUpPremium(t);
    const saved = ['IŞIK yolunu aydınlatır.', 'İstanbul seni bekliyor.', 'Işıklı bir hafta.', 'Bugün ŞANS kapında.'];
    for (const content of saved) {
      await member.client.post('/api/journal/affirmations', { mood: 'Calm', content });
      t.clock.advance(1000);
    }
    const found = async (q: string) =>
      (await member.client.get(`/api/journal/search?q=${encodeURIComponent(q)}`)).body.results
        .map((r: { entry: { content: string } }) => r.entry.content)
        .sort();
    const light = ['IŞIK yolunu aydınlatır.', 'Işıklı bir hafta.'];
    expect(await found('ışık')).toEqual(light);
    expect(await found('IŞIK')).toEqual(light);
    expect(await found('Işık')).toEqual(light);
    expect(await found('istanbul')).toEqual(['İstanbul seni bekliyor.']);
    expect(await found('İSTANBUL')).toEqual(['İstanbul seni bekliyor.']);
    expect(await found('şans')).toEqual(['Bugün ŞANS kapında.']);
  });

  it('takes % and _ literally, and answers 400 for too short or too long a search', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/journal/affirmations', { mood: 'Happy', content: 'I give 100% today.' });
    await member.client.post('/api/journal/affirmations', { mood: 'Happy', content: 'I give 1000 smiles.' });
    const percent = await member.client.get(`/api/journal/search?q=${encodeURIComponent('100%')}`);
    expect(percent.body.results.map((r: { entry: { content: string } }) => r.entry.content)).toEqual([
      'I give 100% today.',
    ]);
    expect((await member.client.get('/api/journal/search?q=1_0')).body.results).toEqual([]);
    expect(await member.client.get('/api/journal/search?q=%20a%20')).toMatchObject({
      status: 400,
      body: { message: 'Please type at least 2 characters to search.' },
    });
    expect(await member.client.get(`/api/journal/search?q=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      body: { message: 'Please search for at most 100 characters.' },
    });
    expect((await member.client.get('/api/journal/search?q=ab%00cd')).status).toBe(400);
  });
});

describe('exporting the journal', () => {
  it('downloads every saved entry, with the questions asked about saved readings, and the moods', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    const reading = await member.client.post('/api/coffee-reading', { intention: 'a journey' });
    await t.database.db.insert(readingQuestions).values({
      userId: member.user.id,
      readingId: reading.body.id,
      question: 'When do I leave?',
      answer: 'When the bird flies.',
    });
    await member.client.post('/api/journal/readings', { readingId: reading.body.id });
    t.clock.advance(1000);
    await member.client.post('/api/journal/horoscopes', { sign: 'Leo', date: '2027-08-01', content: 'Roar.' });
    await member.client.post('/api/journal/affirmations', { mood: 'Excited', content: 'Onward!' });
    await member.client.post('/api/moods', { mood: 'Excited' });
    await other.client.post('/api/journal/affirmations', { mood: 'Sad', content: 'Not hers.' });

    const res = await member.client.get('/api/journal/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="telve-journal-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.readings).toHaveLength(1);
    expect(res.body.readings[0]).toMatchObject({
      readingId: reading.body.id,
      content: reading.body.reading,
      questions: [{ question: 'When do I leave?', answer: 'When the bird flies.' }],
    });
    expect(res.body.horoscopes).toMatchObject([{ sign: 'Leo', date: '2027-08-01', content: 'Roar.' }]);
    expect(res.body.affirmations).toMatchObject([{ mood: 'Excited', content: 'Onward!' }]);
    expect(res.body.moods).toMatchObject([{ mood: 'Excited' }]);
  });
});
