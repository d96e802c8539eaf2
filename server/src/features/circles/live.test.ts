import { PREMIUM_REQUIRED_MESSAGE } from '@contract/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, type QuickMember, quickMember } from '../../../test/circles';
import { type LiveStream, openLiveStream } from '../../../test/live-stream';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { streamTiming } from './circle-stream';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const streams: LiveStream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const cookieOf = (member: QuickMember) => member.client.cookieHeader();

async function open(member: QuickMember | null, circleId: number, options: { lastEventId?: string } = {}) {
  const stream = await openLiveStream(`${t.url}/api/circles/${circleId}/live`, {
    cookie: member ? cookieOf(member) : '',
    headers: { 'accept-encoding': 'gzip, br' },
    ...options,
  });
  streams.push(stream);
  return stream;
}

/** A circle with a reader (whose screen is open) and a writer, both members. */
async function circleWithTwo() {
  const circle = await createCircle(t);
  const reader = await quickMember(t, { circleId: circle.id });
  const writer = await quickMember(t, { circleId: circle.id });
  return { circleId: circle.id, reader, writer };
}

describe('GET /api/circles/:id/live', () => {
  it('streams new posts, like and comment counts as ids and counts, uncompressed', async () => {
    const { circleId, reader, writer } = await circleWithTwo();
    const stream = await open(reader, circleId);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');

    const postId = await postIn(writer.client, circleId, 'A secret only the feed may show');
    const posted = await stream.next((e) => e.data.kind === 'post');
    expect(posted.data).toEqual({ kind: 'post', postId });
    expect(posted.id).toMatch(/^[a-z0-9]{8}\.\d+$/);
    // Ids and counts only: the stream never carries a member's words.
    expect(stream.raw()).not.toContain('secret');

    await writer.client.request('PUT', `/api/posts/${postId}/like`);
    await reader.client.request('PUT', `/api/posts/${postId}/like`);
    await stream.next((e) => e.data.kind === 'likes' && e.data.count === 2);
    await reader.client.request('DELETE', `/api/posts/${postId}/like`);
    await stream.next((e) => e.data.kind === 'likes' && e.data.count === 1);

    const comment = await writer.client.post(`/api/posts/${postId}/comments`, { content: 'hello' });
    await stream.next((e) => e.data.kind === 'comments' && e.data.count === 1);
    await writer.client.request('DELETE', `/api/comments/${comment.body.id}`);
    await stream.next((e) => e.data.kind === 'comments' && e.data.count === 0);
    // Every event but a resync has an id of its own.
    const ids = stream.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("sends nothing of another circle's posts", async () => {
    const { circleId, reader } = await circleWithTwo();
    const other = await circleWithTwo();
    const stream = await open(reader, circleId);
    const elsewhere = await postIn(other.writer.client, other.circleId, 'elsewhere');
    const here = await postIn(reader.client, circleId, 'here');
    await stream.next((e) => e.data.postId === here);
    expect(stream.events.some((e) => e.data.postId === elsewhere)).toBe(false);
  });

  it('refuses, as JSON, whoever may not see the circle: 401, 403 without premium, 404 for an inactive or unknown circle', async () => {
    const { circleId } = await circleWithTwo();
    const anonymous = await open(null, circleId);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.body()).toHaveProperty('message');

    for (const caller of [
      await quickMember(t, { premium: false, circleId }),
      await quickMember(t, { premium: false, circleId, role: 'admin' }),
    ]) {
      const refused = await open(caller, circleId);
      expect(refused.status).toBe(403);
      expect(await refused.body()).toEqual({ message: PREMIUM_REQUIRED_MESSAGE, code: 'FORBIDDEN' });
    }
    // Reading is every premium member's, as the feed is: one who has not joined follows it too.
    expect((await open(await quickMember(t), circleId)).status).toBe(200);

    const inactive = await createCircle(t, { active: false });
    const member = await quickMember(t, { circleId: inactive.id });
    const gone = await open(member, inactive.id);
    expect(gone.status).toBe(404);
    expect(await gone.body()).toMatchObject({ message: 'Circle not found' });
    expect((await open(member, 2_000_000_000)).status).toBe(404);
  });

  it('lets a member have 5 streams open: of 50 parallel opens 5 stream and 45 get a 429; a closed one frees its place', async () => {
    const { circleId, reader } = await circleWithTwo();
    const opened = await Promise.all(Array.from({ length: 50 }, () => open(reader, circleId)));
    const statuses = opened.map((s) => s.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    const refusal = opened.find((s) => s.status === 429);
    expect(await refusal?.body()).toEqual({
      message: 'You have 5 circles open already. Please close one to follow this one live.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(refusal?.headers['retry-after']).toBe('30');

    // Another member is not counted against her.
    const other = await quickMember(t, { circleId });
    expect((await open(other, circleId)).status).toBe(200);

    const open200 = opened.filter((s) => s.status === 200);
    open200[0]?.close();
    await expect.poll(async () => (await open(reader, circleId)).status, { timeout: 3000 }).toBe(200);
  });

  it('resumes from Last-Event-ID with the events after it, and asks for a resync when the id is unknown', async () => {
    const { circleId, reader, writer } = await circleWithTwo();
    const first = await open(reader, circleId);
    const one = await postIn(writer.client, circleId, 'one');
    const seen = await first.next((e) => e.data.postId === one);
    first.close();

    const two = await postIn(writer.client, circleId, 'two');
    const three = await postIn(writer.client, circleId, 'three');
    const resumed = await open(reader, circleId, { lastEventId: seen.id });
    await resumed.next((e) => e.data.postId === three);
    expect(resumed.events.map((e) => e.data)).toEqual([
      { kind: 'post', postId: two },
      { kind: 'post', postId: three },
    ]);

    const unknown = await open(reader, circleId, { lastEventId: 'zzzzzzzz.1' });
    const resync = await unknown.next(() => true);
    expect(resync.data).toEqual({ kind: 'resync' });
    expect(resync.id).toBeUndefined();
  });

  it('retracts a post hidden by three reports, and one its author deletes', async () => {
    const { circleId, reader, writer } = await circleWithTwo();
    const stream = await open(reader, circleId);
    const reported = await postIn(writer.client, circleId, 'reported');
    const deleted = await postIn(writer.client, circleId, 'deleted');
    const reporters = [reader, await quickMember(t, { circleId }), await quickMember(t, { circleId })];
    for (const [index, member] of reporters.entries()) {
      await member.client.post(`/api/posts/${reported}/reports`, { reason: 'spam' });
      // Not before the third report.
      if (index < 2) expect(stream.events.some((e) => e.data.kind === 'retract')).toBe(false);
    }
    const hidden = await stream.next((e) => e.data.kind === 'retract');
    expect(hidden.data).toEqual({ kind: 'retract', postId: reported, reason: 'hidden' });

    expect((await writer.client.request('DELETE', `/api/posts/${deleted}`)).status).toBe(200);
    const gone = await stream.next((e) => e.data.kind === 'retract' && e.data.postId === deleted);
    expect(gone.data).toEqual({ kind: 'retract', postId: deleted, reason: 'deleted' });
  });

  it('sends a heartbeat comment every heartbeat interval while nothing happens', async () => {
    const { circleId, reader } = await circleWithTwo();
    const usual = streamTiming.heartbeatMs;
    streamTiming.heartbeatMs = 100;
    try {
      const stream = await open(reader, circleId);
      await expect
        .poll(() => stream.raw().split(': heartbeat\n\n').length - 1, { timeout: 3000 })
        .toBeGreaterThanOrEqual(2);
      expect(stream.raw().startsWith('retry: 3000\n\n')).toBe(true);
      expect(stream.events).toEqual([]);
    } finally {
      streamTiming.heartbeatMs = usual;
    }
  });

  it('ends open streams with a retry hint when the app closes', async () => {
    const own = await startTestApp();
    try {
      const circle = await createCircle(own);
      const member = await quickMember(own, { circleId: circle.id });
      const stream = await openLiveStream(`${own.url}/api/circles/${circle.id}/live`, { cookie: cookieOf(member) });
      expect(stream.status).toBe(200);
      await own.close();
      await stream.ended;
      expect(stream.raw()).toMatch(/retry: 2000\n\n$/);
    } finally {
      await own.close().catch(() => {});
    }
  });
});
