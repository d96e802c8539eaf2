import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { ORACLE_PACE } from './oracle-pace';

let t: TestApp;
beforeAll(async () => {
  // The pace a member meets (a test app's own is quicker).
  t = await startTestApp({}, { oraclePace: ORACLE_PACE });
});
afterAll(() => t.close());

/** POST /api/ask/stream, noting when each piece of the body arrives after the headers. */
function timedStream(client: TestClient, body: unknown): Promise<{ at: number; text: string }[]> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = http.request(`${client.baseUrl}/api/ask/stream`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', cookie },
    });
    request.on('response', (response) => {
      const start = performance.now();
      const pieces: { at: number; text: string }[] = [];
      response.setEncoding('utf8');
      response.on('data', (text: string) => pieces.push({ at: performance.now() - start, text }));
      response.on('end', () => resolve(pieces));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('POST /api/ask/stream with the embedded oracle', () => {
  it('sends the answer in pieces over time, after a moment of looking into the cup', async () => {
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'a new home' });
    const pieces = await timedStream(member.client, { question: 'When will I move?' });
    const withWords = pieces.filter((p) => p.text.includes('"delta"'));
    expect(withWords.length).toBeGreaterThan(10);
    // The reader looks into the cup before the first word...
    expect(withWords[0]?.at).toBeGreaterThanOrEqual(700);
    // ...then the words keep coming for a while, not in one burst.
    expect((withWords.at(-1)?.at ?? 0) - (withWords[0]?.at ?? 0)).toBeGreaterThan(500);
    expect(pieces.at(-1)?.text).toContain('event: done');
  });
});
