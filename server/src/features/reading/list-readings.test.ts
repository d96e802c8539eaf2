import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import type { TestResponse } from '../../../test/test-client';
import { readings } from '../../db/schema';
import { excerptOf } from './reading-history';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LONG_TEXT = `${'Your cup shows a bridge over calm water, and the grounds settle toward the handle. '.repeat(20)}The end.`;

/** Stored readings for a member, `count` of them; pairs share a creation time to the microsecond. */
async function insertReadings(userId: number, count: number, text = LONG_TEXT): Promise<number[]> {
  const base = Date.UTC(2026, 2, 1);
  const rows = await t.database.db
    .insert(readings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        intention: `cup ${i}`,
        category: 'Love',
        seed: i,
        area: 'love',
        settling: 'even',
        symbols: [],
        text,
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    )
    .returning({ id: readings.id });
  return rows.map((row) => row.id);
}

async function allPages(client: TestClient): Promise<{ ids: number[][]; items: Record<string, unknown>[] }> {
  const ids: number[][] = [];
  const items: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const res: TestResponse = await client.get(cursor ? `/api/readings?cursor=${cursor}` : '/api/readings');
    expect(res.status).toBe(200);
    ids.push(res.body.items.map((item: { id: number }) => item.id));
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { ids, items };
}

describe('GET /api/readings', () => {
  it('pages the member’s readings 20 at a time, newest first, each once, even when two share a time', async () => {
    const member = await signUpPremium(t);
    const other = await signUpPremium(t);
    await insertReadings(other.user.id, 3);
    const ids = await insertReadings(member.user.id, 45);
    const { ids: pages } = await allPages(member.client);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    // Newest first; of two readings made in the same microsecond, the larger id first.
    const expected = [...ids].sort((a, b) => {
      const time = (id: number) => Math.floor(ids.indexOf(id) / 2);
      return time(b) - time(a) || b - a;
    });
    expect(pages.flat()).toEqual(expected);
  });

  it('lists each reading without its text or cup: date, intention, category and an excerpt', async () => {
    const member = await signUpPremium(t);
    const [longId] = await insertReadings(member.user.id, 1);
    const [shortId] = await insertReadings(member.user.id, 1, 'A short cup.');
    const res = await member.client.get('/api/readings');
    const byId = new Map(res.body.items.map((item: { id: number }) => [item.id, item]));
    const long = byId.get(longId) as { excerpt: string };
    expect(Object.keys(long).sort()).toEqual(['category', 'createdAt', 'excerpt', 'id', 'intention']);
    expect(long).toMatchObject({ intention: 'cup 0', category: 'Love', createdAt: '2026-03-01T00:00:00.000Z' });
    expect(long.excerpt.length).toBeLessThanOrEqual(160);
    expect(long.excerpt.endsWith('…')).toBe(true);
    expect(LONG_TEXT.startsWith(long.excerpt.slice(0, -1))).toBe(true);
    expect((byId.get(shortId) as Record<string, string>).excerpt).toBe('A short cup.');
    expect(JSON.stringify(res.body)).not.toContain('The end.');
  });

  it('refuses a cursor it did not make with a 400, and free members with a 403', async () => {
    const member = await signUpPremium(t);
    for (const cursor of [
      'nope',
      Buffer.from('2026-02-30T00:00:00.000000Z|1').toString('base64url'),
      // Not a date at all: this once reached Date#toISOString and was a 500.
      Buffer.from('2026-13-45T09:15:02.123456Z|4').toString('base64url'),
      'a'.repeat(201),
    ]) {
      const res = await member.client.get(`/api/readings?cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body).toEqual({
        message: 'That page of your readings could not be found. Please start again from the top.',
        code: 'BAD_REQUEST',
      });
    }
    const free = await signUp(t);
    expect((await free.client.get('/api/readings')).status).toBe(403);
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole and cuts a long one at a word, with an ellipsis, within 160 characters', () => {
    expect(excerptOf('Calm water.')).toBe('Calm water.');
    expect(excerptOf('x'.repeat(160))).toBe('x'.repeat(160));
    const cut = excerptOf(`${'word '.repeat(40)}tail`.slice(0, 161));
    expect(cut).toBe(`${'word '.repeat(31).trimEnd()}…`);
    expect(cut.length).toBeLessThanOrEqual(160);
    // One long word is cut where it must be.
    expect(excerptOf('y'.repeat(161))).toBe(`${'y'.repeat(159)}…`);
  });
});
