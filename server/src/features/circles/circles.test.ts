import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, createEvent, dayFromToday, postIn, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { circles, posts } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('circles: discover, my circles and detail', () => {
  it('counts members as the sample base plus real members, and derives discussions and events', async () => {
    const circle = await createCircle(t, { baseMembers: 128 });
    const [a, b] = await quickMembers(t, 2, { circleId: circle.id });
    await postIn(a!.client, circle.id, 'this week');
    const old = await postIn(b!.client, circle.id, 'long ago');
    await t.database.db
      .update(posts)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(posts.id, old));
    await createEvent(t, { circleId: circle.id, date: dayFromToday(2) });
    await createEvent(t, { circleId: circle.id, date: dayFromToday(0) });
    await createEvent(t, { circleId: circle.id, date: dayFromToday(-1) });

    const res = await a!.client.get(`/api/circles/${circle.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: circle.id,
      name: circle.name,
      description: 'A test circle.',
      members: 130,
      activeDiscussions: 1,
      upcomingEvents: 2,
      isJoined: true,
    });
  });

  it('lists active circles in Discover and only joined ones in My Circles', async () => {
    const joined = await createCircle(t);
    const other = await createCircle(t);
    const inactive = await createCircle(t, { active: false });
    const member = await quickMember(t, { circleId: joined.id });
    const discover = (await member.client.get('/api/circles')).body as { id: number; isJoined: boolean }[];
    expect(discover.find((c) => c.id === joined.id)?.isJoined).toBe(true);
    expect(discover.find((c) => c.id === other.id)?.isJoined).toBe(false);
    expect(discover.some((c) => c.id === inactive.id)).toBe(false);
    const mine = (await member.client.get('/api/circles/mine')).body as { id: number }[];
    expect(mine.map((c) => c.id)).toEqual([joined.id]);
  });

  it('previews the hub to a free member: the active circles and their counts, nothing anyone wrote', async () => {
    const circle = await createCircle(t, { baseMembers: 40 });
    const inactive = await createCircle(t, { active: false });
    const author = await quickMember(t, { circleId: circle.id });
    await postIn(author.client, circle.id, 'a private word about my week');
    await createEvent(t, { circleId: circle.id, date: dayFromToday(3) });
    const free = await quickMember(t, { premium: false });

    expect((await t.client().get('/api/circles/preview')).status).toBe(401);
    const res = await free.client.get('/api/circles/preview');
    expect(res.status).toBe(200);
    const previews = res.body as Record<string, unknown>[];
    expect(previews.find((c) => c.id === circle.id)).toEqual({
      id: circle.id,
      name: circle.name,
      description: 'A test circle.',
      members: 41,
      activeDiscussions: 1,
      upcomingEvents: 1,
    });
    expect(previews.some((c) => c.id === inactive.id)).toBe(false);
    expect(JSON.stringify(previews)).not.toContain('a private word');
    // The circles themselves stay premium.
    expect((await free.client.get('/api/circles')).status).toBe(403);
    expect((await free.client.get(`/api/circles/${circle.id}/posts`)).status).toBe(403);
  });

  it('joins and leaves idempotently, the count moving by one', async () => {
    const circle = await createCircle(t, { baseMembers: 10 });
    const member = await quickMember(t);
    const join = () => member.client.request('PUT', `/api/circles/${circle.id}/membership`);
    const leave = () => member.client.request('DELETE', `/api/circles/${circle.id}/membership`);
    expect((await join()).body).toEqual({ isJoined: true, members: 11 });
    expect((await join()).body).toEqual({ isJoined: true, members: 11 });
    expect((await leave()).body).toEqual({ isJoined: false, members: 10 });
    expect((await leave()).body).toEqual({ isJoined: false, members: 10 });
  });

  it('makes one membership of 50 parallel joins', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => member.client.request('PUT', `/api/circles/${circle.id}/membership`)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]));
    expect((await member.client.get(`/api/circles/${circle.id}`)).body.members).toBe(1);
  });

  it('treats an inactive circle as gone for members (404) while keeping its rows', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const postId = await postIn(member.client, circle.id, 'before it closed');
    await t.database.db.update(circles).set({ active: false }).where(eq(circles.id, circle.id));
    for (const [method, url] of [
      ['GET', `/api/circles/${circle.id}`],
      ['GET', `/api/circles/${circle.id}/posts`],
      ['GET', `/api/circles/${circle.id}/members`],
      ['GET', `/api/circles/${circle.id}/events`],
      ['PUT', `/api/circles/${circle.id}/membership`],
      ['GET', `/api/posts/${postId}/comments`],
      ['PUT', `/api/posts/${postId}/like`],
    ] as const) {
      const res = await member.client.request(method, url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    expect((await member.client.get(`/api/circles/${circle.id}`)).body.message).toBe('Circle not found');
    expect(await t.database.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);
  });

  it('answers 400 for an id that is not a positive number', async () => {
    const member = await quickMember(t);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await member.client.get(`/api/circles/${id}`)).status).toBe(400);
    }
  });
});

describe('circle members', () => {
  it('lists avatar, name, bio and join date, newest first', async () => {
    const circle = await createCircle(t);
    const first = await quickMember(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const second = await quickMember(t, { firstName: 'Mina', lastName: 'Öztürk' });
    await first.client.request('PUT', `/api/circles/${circle.id}/membership`);
    await second.client.post('/api/update-profile', {
      firstName: 'Mina',
      lastName: 'Öztürk',
      email: `mina-${second.id}@telve.test`,
      bio: 'Mother of two, learning to rest.',
    });
    await second.client.request('PUT', `/api/circles/${circle.id}/membership`);
    const res = await first.client.get(`/api/circles/${circle.id}/members`);
    expect(res.status).toBe(200);
    expect(res.body.map(({ joinDate, ...m }: { joinDate: string }) => m)).toEqual([
      { id: second.id, name: 'Mina Ö.', avatar: null, bio: 'Mother of two, learning to rest.' },
      { id: first.id, name: 'Ada L.', avatar: null, bio: null },
    ]);
    expect(Date.parse(res.body[0].joinDate)).toBeGreaterThanOrEqual(Date.parse(res.body[1].joinDate));
  });
});
