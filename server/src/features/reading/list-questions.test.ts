import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { parseSse } from './test-sse';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/coffee-reading/:id/questions', () => {
  it('gives back the questions asked about that reading with their answers, oldest first', async () => {
    const member = await signUpPremium(t);
    const first = (await member.client.post('/api/coffee-reading', { intention: 'love' })).body;
    await member.client.post('/api/ask', { question: 'About the first cup?', readingId: first.id });
    t.clock.advance(1000);
    const second = (await member.client.post('/api/coffee-reading', { intention: 'work' })).body;
    const asked = await member.client.post('/api/ask', { question: 'Will it be soon?', readingId: second.id });
    t.clock.advance(1000);
    const streamed = parseSse(
      (await member.client.post('/api/ask/stream', { question: 'And the move?', readingId: second.id })).body,
    );

    const res = await member.client.get(`/api/coffee-reading/${second.id}/questions`);
    expect(res.status).toBe(200);
    expect(res.body.map((q: { question: string }) => q.question)).toEqual(['Will it be soon?', 'And the move?']);
    expect(res.body[0]).toMatchObject({ answer: asked.body.answer });
    expect(res.body[1]).toMatchObject({ answer: streamed.at(-1)?.data.answer });
    expect(Date.parse(res.body[1].askedAt) - Date.parse(res.body[0].askedAt)).toBe(1000);
    const firstQuestions = (await member.client.get(`/api/coffee-reading/${first.id}/questions`)).body;
    expect(firstQuestions.map((q: { question: string }) => q.question)).toEqual(['About the first cup?']);
  });

  it('is an empty list for a reading with no questions yet', async () => {
    const member = await signUpPremium(t);
    const reading = (await member.client.post('/api/coffee-reading', { intention: 'calm' })).body;
    expect(await member.client.get(`/api/coffee-reading/${reading.id}/questions`)).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it("keeps another member's conversation out of reach (404), and is for premium members (401, 403)", async () => {
    const owner = await signUpPremium(t);
    const reading = (await owner.client.post('/api/coffee-reading', { intention: 'secret' })).body;
    await owner.client.post('/api/ask', { question: 'Mine alone?', readingId: reading.id });
    const other = await signUpPremium(t);
    expect(await other.client.get(`/api/coffee-reading/${reading.id}/questions`)).toMatchObject({
      status: 404,
      body: { message: 'That reading was not found.', code: 'NOT_FOUND' },
    });
    expect((await t.client().get(`/api/coffee-reading/${reading.id}/questions`)).status).toBe(401);
    const free = await signUp(t);
    const theirs = (await free.client.post('/api/coffee-reading', { intention: 'mine' })).body;
    expect((await free.client.get(`/api/coffee-reading/${theirs.id}/questions`)).status).toBe(403);
    expect((await owner.client.get('/api/coffee-reading/abc/questions')).status).toBe(400);
  });
});

describe('Your Reading: the paragraphs beneath it', () => {
  it('speaks to the member’s own element, and to no bridge that is not in the cup', async () => {
    const leo = await signUp(t, { dateOfBirth: '1990-08-01' });
    const created = await leo.client.post('/api/coffee-reading', { intention: 'a new path', category: 'Career' });
    expect(created.status).toBe(201);
    const page = (await leo.client.get('/api/coffee-reading')).body;
    expect(page.signs.element).toMatchObject({ element: 'Fire', sign: 'Leo', title: 'The fire signs' });
    const ids = page.symbols.map((s: { id: string }) => s.id);
    expect(ids).toContain(page.signs.spotlight.symbolId);
    if (!ids.includes('bridge')) expect(page.signs.spotlight.text).not.toMatch(/bridge/i);
    expect(Object.keys(page.elsewhere).sort()).toEqual([...ids].sort());
    expect(created.body.signs).toEqual(page.signs);
  });
});
