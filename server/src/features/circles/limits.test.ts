import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, quickMember } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestResponse } from '../../../test/test-client';
import { posts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A still clock, so the wait each refusal names is exact.
  t.clock.set(new Date());
});
afterAll(() => t.close());

/** Fires `count` requests at once; the statuses, and the refusal if there was one. */
async function burst(count: number, send: (i: number) => Promise<TestResponse>) {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  return {
    granted: results.filter((r) => r.status === 200 || r.status === 201).length,
    refused: results.filter((r) => r.status === 429),
    other: results.filter((r) => ![200, 201, 429].includes(r.status)).map((r) => [r.status, r.body]),
  };
}

async function member() {
  const circle = await createCircle(t);
  const me = await quickMember(t, { circleId: circle.id });
  return { circle, me };
}

describe('fair-use limits per member', () => {
  it('posts: 20 an hour, the 21st refused, allowed again after the hour', async () => {
    const { circle, me } = await member();
    const result = await burst(21, (i) => me.client.post(`/api/circles/${circle.id}/posts`, { content: `p${i}` }));
    expect(result.other).toEqual([]);
    expect(result.granted).toBe(20);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]?.body).toEqual({
      message: 'Too many posts. Please try again in 60 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(result.refused[0]?.headers.get('retry-after')).toBe('3600');
    t.clock.advance(60 * 60 * 1000);
    expect((await me.client.post(`/api/circles/${circle.id}/posts`, { content: 'next hour' })).status).toBe(201);
  });

  it('comments: 60 an hour, the 61st refused', async () => {
    const { circle, me } = await member();
    const postId = await postIn(me.client, circle.id, 'talk to me');
    const result = await burst(61, (i) => me.client.post(`/api/posts/${postId}/comments`, { content: `c${i}` }));
    expect(result.other).toEqual([]);
    expect(result.granted).toBe(60);
    expect(result.refused.map((r) => r.body.message)).toEqual(['Too many comments. Please try again in 60 minutes.']);
  });

  it('likes: 200 an hour (likes and unlikes alike), the 201st refused', async () => {
    const { circle, me } = await member();
    const postId = await postIn(me.client, circle.id, 'like me');
    const result = await burst(201, (i) => me.client.request(i % 2 ? 'DELETE' : 'PUT', `/api/posts/${postId}/like`));
    expect(result.other).toEqual([]);
    expect(result.granted).toBe(200);
    expect(result.refused.map((r) => r.body.message)).toEqual(['Too many likes. Please try again in 60 minutes.']);
  });

  it('reports: 20 a day, the 21st refused', async () => {
    const { circle, me } = await member();
    const author = await quickMember(t, { circleId: circle.id });
    const rows = await t.database.db
      .insert(posts)
      .values(Array.from({ length: 21 }, (_, i) => ({ circleId: circle.id, authorId: author.id, content: `r${i}` })))
      .returning({ id: posts.id });
    const result = await burst(21, (i) => me.client.post(`/api/posts/${rows[i]!.id}/reports`, { reason: 'spam' }));
    expect(result.other).toEqual([]);
    expect(result.granted).toBe(20);
    expect(result.refused.map((r) => r.body.message)).toEqual(['Too many reports. Please try again in 24 hours.']);
  });

  it('media uploads: 40 an hour, the 41st refused', async () => {
    const { me } = await member();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } })
      .png()
      .toBuffer();
    const result = await burst(41, () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cup.png');
      return me.client.post('/api/circle-media', form);
    });
    expect(result.other).toEqual([]);
    expect(result.granted).toBe(40);
    expect(result.refused.map((r) => r.body.message)).toEqual(['Too many uploads. Please try again in 60 minutes.']);
  });

  it("counts each member apart: one member's limit does not touch another's", async () => {
    const { circle, me } = await member();
    const other = await quickMember(t, { circleId: circle.id });
    await burst(21, (i) => me.client.post(`/api/circles/${circle.id}/posts`, { content: `m${i}` }));
    expect((await other.client.post(`/api/circles/${circle.id}/posts`, { content: 'still fine' })).status).toBe(201);
  });
});
