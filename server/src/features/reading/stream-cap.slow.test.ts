import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { type OpenAiStandIn, startOpenAiStandIn } from '../../../test/stand-ins/openai-compatible';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { openAskStream } from './test-sse';

let standIn: OpenAiStandIn;
/** Once the provider hangs, the narrator waits 10 minutes: a stream stays open until it is closed. */
let t: TestApp;
beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  t = await startTestApp({ ai: { baseUrl: standIn.baseUrl, model: 'test-model', timeoutMs: 600_000 } });
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

describe('streamed answers per member', () => {
  it('keeps at most 2 open at once; a third is a JSON 429 until one ends', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    for (const someone of [member, other]) {
      expect((await someone.client.post('/api/coffee-reading', { intention: 'a new city' })).status).toBe(201);
    }
    standIn.setMode('hang');
    const first = await openAskStream(member.client, { question: 'Will I move?' });
    const second = await openAskStream(member.client, { question: 'When?' });
    expect([first.status, second.status]).toEqual([200, 200]);

    const third = await member.client.post('/api/ask/stream', { question: 'And then?' });
    expect(third.status).toBe(429);
    expect(third.headers.get('content-type')).toMatch(/^application\/json/);
    expect(third.body).toEqual({
      message: 'You already have 2 answers on their way. Please wait for one to finish, then ask again.',
      code: 'TOO_MANY_REQUESTS',
    });
    // Another member is not held back.
    const theirs = await openAskStream(other.client, { question: 'Mine?' });
    expect(theirs.status).toBe(200);

    first.close();
    let next: Awaited<ReturnType<typeof openAskStream>> | undefined;
    await expect
      .poll(async () => {
        next = await openAskStream(member.client, { question: 'Now?' });
        return next.status;
      })
      .toBe(200);
    for (const stream of [second, theirs, next]) stream?.close();
  });

  it('lets 2 of 10 parallel stream requests through', async () => {
    standIn.setMode('ok');
    const member = await signUpPremium(t);
    expect((await member.client.post('/api/coffee-reading', { intention: 'family' })).status).toBe(201);
    standIn.setMode('hang');
    const streams = await Promise.all(
      Array.from({ length: 10 }, (_, i) => openAskStream(member.client, { question: `Question ${i}?` })),
    );
    const statuses = streams.map((stream) => stream.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429, 429, 429, 429, 429]);
    for (const stream of streams) stream.close();
  });
});
