import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readingQuestions } from '../../db/schema';
import { CARE_MESSAGE } from './oracle';
import { parseSse } from './test-sse';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/ask/stream', () => {
  it('streams the answer as several delta events, then done with the whole answer, and keeps it', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'a new home', category: 'Other' });
    const question = 'When will I move?';
    const res = await member.client.post('/api/ask/stream', { question }, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = parseSse(res.body);
    const deltas = events.filter((e) => e.event === 'message').map((e) => e.data.delta as string);
    expect(deltas.length).toBeGreaterThan(10);
    expect(events.at(-1)?.event).toBe('done');
    const answer = events.at(-1)?.data.answer;
    expect(deltas.join('')).toBe(answer);
    // The same answer the plain endpoint gives for the same cup and question.
    expect((await member.client.post('/api/ask', { question })).body.answer).toBe(answer);
    const kept = await t.database.db.select().from(readingQuestions).where(eq(readingQuestions.userId, member.user.id));
    expect(kept.map((q) => q.answer)).toEqual([answer, answer]);
  });

  it('refuses before streaming with ordinary JSON errors (401, 403, 400, 404)', async () => {
    expect((await t.client().post('/api/ask/stream', { question: 'Hello?' })).status).toBe(401);
    const free = await signUp(t);
    expect((await free.client.post('/api/ask/stream', { question: 'Hello?' })).status).toBe(403);
    const premium = await signUpPremium(t);
    const blank = await premium.client.post('/api/ask/stream', { question: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a question' } });
    const none = await premium.client.post('/api/ask/stream', { question: 'Hello?' });
    expect(none).toMatchObject({ status: 404, body: { message: 'Please have a reading first.' } });
    expect(none.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 429 as JSON past the fair-use limit', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'work' });
    const asked = await Promise.all(
      Array.from({ length: 200 }, (_, i) => member.client.post('/api/ask', { question: `q${i}?` })),
    );
    expect(asked.every((res) => res.status === 200)).toBe(true);
    const res = await member.client.post('/api/ask/stream', { question: 'Still there?' });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.message).toMatch(/Please try again in/);
  }, 60_000);

  it('streams the care message for a question about self-harm', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'peace' });
    const res = await member.client.post('/api/ask/stream', { question: 'I want to hurt myself' });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    expect(events[1]?.data).toEqual({ answer: CARE_MESSAGE });
  });
});
