import { PREMIUM_REQUIRED_MESSAGE } from '@contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readingQuestions, readings } from '../../db/schema';
import { answerQuestion, CARE_MESSAGE, restoreCup } from './oracle';
import { SYMBOLS_BY_ID } from './oracle/symbols';
import type { Area, Settling } from './oracle/types';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function premiumWithReading(intention = 'find a job I love'): Promise<SignedInMember & { readingId: number }> {
  const member = await signUpPremium(t);
  const res = await member.client.post('/api/coffee-reading', { intention, category: 'Career' });
  expect(res.status).toBe(201);
  return { ...member, readingId: res.body.id };
}

async function questionsOf(userId: number) {
  return t.database.db.select().from(readingQuestions).where(eq(readingQuestions.userId, userId));
}

describe('POST /api/ask', () => {
  it('answers 401 when signed out and 403 with a message for a free member', async () => {
    expect((await t.client().post('/api/ask', { question: 'Will I get the job?' })).status).toBe(401);
    const free = await signUp(t);
    await free.client.post('/api/coffee-reading', { intention: 'work' });
    expect(await free.client.post('/api/ask', { question: 'Will I get the job?' })).toMatchObject({
      status: 403,
      body: { message: PREMIUM_REQUIRED_MESSAGE },
    });
  });

  it('reads the question against the latest cup, naming its symbols, and keeps it', async () => {
    const member = await premiumWithReading();
    const question = 'Will the new job bring me joy?';
    const res = await member.client.post('/api/ask', { question });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(readings).where(eq(readings.id, member.readingId));
    const cup = restoreCup({ ...row!, area: row!.area as Area, settling: row!.settling as Settling });
    expect(res.body.answer).toBe(answerQuestion(cup, { question, intention: row!.intention, category: 'Career' }));
    const nouns = row!.symbols.map((s) => `the ${SYMBOLS_BY_ID.get(s.id)?.noun}`);
    expect(nouns.some((noun) => res.body.answer.includes(noun))).toBe(true);
    expect(await questionsOf(member.user.id)).toMatchObject([
      { readingId: member.readingId, question, answer: res.body.answer },
    ]);
  });

  it('reads the given reading when a readingId is sent', async () => {
    const member = await premiumWithReading('love');
    t.clock.advance(1000);
    await member.client.post('/api/coffee-reading', { intention: 'health' });
    const res = await member.client.post('/api/ask', { question: 'What does it mean?', readingId: member.readingId });
    expect(res.status).toBe(200);
    const [asked] = await questionsOf(member.user.id);
    expect(asked?.readingId).toBe(member.readingId);
  });

  it('answers 404 without any reading, and for another member’s (or an impossible) readingId', async () => {
    const member = await signUpPremium(t);
    expect(await member.client.post('/api/ask', { question: 'Will it rain?' })).toMatchObject({
      status: 404,
      body: { message: 'Please have a reading first.' },
    });
    const other = await premiumWithReading();
    const foreign = await member.client.post('/api/ask', { question: 'Will it rain?', readingId: other.readingId });
    expect(foreign.status).toBe(404);
    const huge = await other.client.post('/api/ask', { question: 'Will it rain?', readingId: 2 ** 40 });
    expect(huge.status).toBe(404);
    expect(await questionsOf(member.user.id)).toEqual([]);
  });

  it.each([
    ['an empty question', { question: '' }, 'Please enter a question'],
    ['a whitespace-only question', { question: ' \n\t ' }, 'Please enter a question'],
    ['a question of 501 characters', { question: 'x'.repeat(501) }, 'Your question must be at most 500 characters'],
    ['no question', {}, 'question is required'],
  ])('answers 400 for %s', async (_name, body, message) => {
    const member = await premiumWithReading();
    expect(await member.client.post('/api/ask', body)).toMatchObject({ status: 400, body: { message } });
  });

  it('accepts a question of exactly 500 characters', async () => {
    const member = await premiumWithReading();
    expect((await member.client.post('/api/ask', { question: `${'why '.repeat(124)}now?` })).status).toBe(200);
  });

  it('answers a question about self-harm or crisis with care, never a fortune', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask', { question: 'Should I kill myself?' });
    expect(res).toMatchObject({ status: 200, body: { answer: CARE_MESSAGE } });
    // Even before any reading: the care message does not wait for a cup.
    const fresh = await signUpPremium(t);
    expect((await fresh.client.post('/api/ask', { question: 'I want to die' })).body).toEqual({ answer: CARE_MESSAGE });
  });

  it('meets a question about a care reading with care', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'I think about ending my life' });
    expect((await member.client.post('/api/ask', { question: 'Will things get better?' })).body).toEqual({
      answer: CARE_MESSAGE,
    });
  });
});

describe('POST /api/ask fair use', () => {
  it('answers exactly 200 of 250 parallel questions in a UTC day, then 429 saying when to try again', async () => {
    const member = await premiumWithReading();
    const today = new Date();
    const tomorrow = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
    // The last minute of a day: one question there does not count toward the next day.
    t.clock.set(new Date(tomorrow - 60_000));
    expect((await member.client.post('/api/ask', { question: 'Late last night?' })).status).toBe(200);

    t.clock.set(new Date(tomorrow + 22 * 3600_000));
    const results = await Promise.all(
      Array.from({ length: 250 }, (_, i) => member.client.post('/api/ask', { question: `Question ${i}?` })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    const refused = results.find((res) => res.status === 429)!;
    expect(refused.body).toEqual({
      message: 'You have asked 200 questions today, the daily fair-use limit. Please try again in 2 hours.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refused.headers.get('retry-after')).toBe(String(2 * 3600));
    expect(await questionsOf(member.user.id)).toHaveLength(201);
    // The stream is held to the same count, and a member in crisis still gets the care message.
    expect((await member.client.post('/api/ask/stream', { question: 'One more?' })).status).toBe(429);
    expect((await member.client.post('/api/ask', { question: 'I want to end it all' })).body).toEqual({
      answer: CARE_MESSAGE,
    });

    t.clock.set(new Date(tomorrow + 24 * 3600_000 + 60_000));
    expect((await member.client.post('/api/ask', { question: 'A new day?' })).status).toBe(200);
    t.clock.set(new Date());
  }, 60_000);
});
