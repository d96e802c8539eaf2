import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { moods, readings, users } from '../../db/schema';
import { CARE_MESSAGE, composeReading, restoreCup } from './oracle';
import type { Area, Settling } from './oracle/types';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const swirl = {
  swirls: [
    { peak: 212, durationMs: 2000, at: 0 },
    { peak: 187, durationMs: 2000, at: 2400 },
    { peak: 240, durationMs: 2000, at: 4900 },
  ],
};

describe('POST /api/coffee-reading', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/coffee-reading', { intention: 'a new job' })).status).toBe(401);
  });

  it.each([
    ['free', signUp],
    ['premium', signUpPremium],
  ])('casts, writes and stores a reading for a %s member', async (_tier, make) => {
    const member = await make(t);
    const res = await member.client.post('/api/coffee-reading', {
      intention: ' find a job I love ',
      category: 'Career',
      swirl,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ intention: 'find a job I love', category: 'Career' });
    expect(res.body.symbols.length).toBeGreaterThanOrEqual(4);
    expect(res.body.symbols.length).toBeLessThanOrEqual(7);
    const [row] = await t.database.db.select().from(readings).where(eq(readings.id, res.body.id));
    expect(row).toMatchObject({ userId: member.user.id, text: res.body.reading, symbols: res.body.symbols });
    // Without an AI provider the text is the oracle's own, rebuilt exactly from what was stored.
    const cup = restoreCup({ ...row!, area: row!.area as Area, settling: row!.settling as Settling });
    const firstName = member.user.firstName as string;
    expect(res.body.reading).toBe(
      composeReading(cup, { intention: 'find a job I love', category: 'Career', firstName }),
    );
  });

  it("reads a Turkish member's cup in Turkish, the same cup as in English, and answers her questions in Turkish", async () => {
    const member = await signUpPremium(t);
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, member.user.id));
    const res = await member.client.post('/api/coffee-reading', {
      intention: 'yeni bir iş',
      category: 'Career',
      swirl,
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(readings).where(eq(readings.id, res.body.id));
    const cup = restoreCup({ ...row!, area: row!.area as Area, settling: row!.settling as Settling });
    const firstName = member.user.firstName as string;
    const options = { intention: 'yeni bir iş', category: 'Career' as const, firstName };
    expect(res.body.reading).toBe(composeReading(cup, { ...options, language: 'tr' }));
    expect(res.body.reading).not.toBe(composeReading(cup, options));
    expect(res.body.reading).toMatch(/fincan/i);
    const asked = await member.client.post('/api/ask', { readingId: res.body.id, question: 'Aşk hayatım ne olacak?' });
    expect(asked.status).toBe(200);
    expect(asked.body.answer).toMatch(/[ğışçöüİ]/);
    expect(asked.body.answer).not.toMatch(/\b(the|your|cup)\b/i);
  });

  it('accepts an empty body (no intention, no category) and the latest mood', async () => {
    const member = await signUp(t);
    await t.database.db.insert(moods).values({ userId: member.user.id, mood: 'Hopeful' });
    const res = await member.client.post('/api/coffee-reading', {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ intention: '', category: null });
    expect(res.body.reading.split(/\s+/).length).toBeGreaterThanOrEqual(150);
  });

  it('avoids the symbols of the last five readings', async () => {
    const member = await signUp(t);
    const cups: string[][] = [];
    for (let i = 0; i < 7; i++) {
      const res = await member.client.post('/api/coffee-reading', { intention: 'sleep better', category: 'Health' });
      expect(res.status).toBe(201);
      const ids: string[] = res.body.symbols.map((s: { id: string }) => s.id);
      const recent = new Set(cups.slice(-5).flat());
      expect(ids.filter((id) => recent.has(id))).toEqual([]);
      cups.push(ids);
    }
  });

  it('refuses an intention over 200 characters, an unknown category and an oversized swirl (400)', async () => {
    const member = await signUp(t);
    const long = await member.client.post('/api/coffee-reading', { intention: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { message: 'Your intention must be at most 200 characters' } });
    expect((await member.client.post('/api/coffee-reading', { category: 'Money' })).status).toBe(400);
    const swirls = Array.from({ length: 4 }, (_, i) => ({ peak: 200, durationMs: 2000, at: i * 2500 }));
    expect((await member.client.post('/api/coffee-reading', { swirl: { swirls } })).status).toBe(400);
    expect((await member.client.post('/api/coffee-reading', { intention: 'x'.repeat(70_000) })).status).toBe(413);
    expect(await t.database.db.select().from(readings).where(eq(readings.userId, member.user.id))).toEqual([]);
  });

  it('gives the care message instead of a fortune when the intention speaks of a crisis', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: "I don't want to live anymore" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reading: CARE_MESSAGE, symbols: [] });
    expect((await member.client.get('/api/coffee-reading')).body).toMatchObject({
      id: res.body.id,
      reading: CARE_MESSAGE,
    });
  });
});

describe('GET /api/coffee-reading and /api/coffee-reading/:id', () => {
  it('answers 404 with a message before the first reading, then the latest reading', async () => {
    const member = await signUp(t);
    expect(await member.client.get('/api/coffee-reading')).toMatchObject({
      status: 404,
      body: { message: 'Please have a reading first.' },
    });
    const first = await member.client.post('/api/coffee-reading', { intention: 'love' });
    t.clock.advance(1000);
    const second = await member.client.post('/api/coffee-reading', { intention: 'work' });
    const latest = await member.client.get('/api/coffee-reading');
    expect(latest).toMatchObject({ status: 200, body: second.body });
    expect((await member.client.get(`/api/coffee-reading/${first.body.id}`)).body).toEqual(first.body);
  });

  it("keeps readings private: another member's reading is a 404", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const mine = await owner.client.post('/api/coffee-reading', { intention: 'travel' });
    expect((await other.client.get(`/api/coffee-reading/${mine.body.id}`)).status).toBe(404);
    expect((await other.client.get('/api/coffee-reading')).status).toBe(404);
    expect((await owner.client.get('/api/coffee-reading/99999999999')).status).toBe(404);
    expect((await owner.client.get('/api/coffee-reading/abc')).status).toBe(400);
  });
});

describe('GET /api/readings', () => {
  it('lists the premium member’s own readings, newest first; free members get 403', async () => {
    const premium = await signUpPremium(t);
    const other = await signUpPremium(t);
    await other.client.post('/api/coffee-reading', { intention: 'not yours' });
    const ids: number[] = [];
    for (const intention of ['one', 'two', 'three']) {
      t.clock.advance(1000);
      ids.push((await premium.client.post('/api/coffee-reading', { intention })).body.id);
    }
    const res = await premium.client.get('/api/readings');
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { id: number }) => r.id)).toEqual(ids.reverse());
    expect(res.body.nextCursor).toBeNull();
    const free = await signUp(t);
    expect((await free.client.get('/api/readings')).status).toBe(403);
  });
});
