import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, quickMember } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { posts, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const feedOf = (
  member: { client: { get(url: string): Promise<{ status: number; body: any }> } },
  circleId: number,
  cursor?: string,
) => member.client.get(`/api/circles/${circleId}/posts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

describe('the circle feed', () => {
  it('pages newest first, 20 a page, with a cursor until the last page', async () => {
    const circle = await createCircle(t);
    const author = await quickMember(t, { circleId: circle.id, firstName: 'Elif', lastName: 'Aydin' });
    // Inserted directly: 45 posts in three distinct seconds, several sharing a timestamp, so the id breaks ties.
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 45 }, (_, i) => ({
      circleId: circle.id,
      authorId: author.id,
      content: `post ${i}`,
      createdAt: new Date(base + Math.floor(i / 15) * 1000),
    }));
    await t.database.db.insert(posts).values(rows);

    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const res = await feedOf(author, circle.id, cursor);
      expect(res.status).toBe(200);
      sizes.push(res.body.posts.length);
      seen.push(...res.body.posts.map((p: { content: string }) => p.content));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => `post ${44 - i}`));
  });

  it('stays stable while others post: no duplicates, no gaps', async () => {
    const circle = await createCircle(t);
    const reader = await quickMember(t, { circleId: circle.id });
    const writers = await Promise.all(Array.from({ length: 3 }, () => quickMember(t, { circleId: circle.id })));
    const original: number[] = [];
    for (let i = 0; i < 30; i++) original.push(await postIn(writers[i % 3]!.client, circle.id, `original ${i}`));

    const first = await feedOf(reader, circle.id);
    // Others post (and one deletes nothing of the reader's page) between the reader's pages.
    await Promise.all(writers.map((w, i) => postIn(w.client, circle.id, `meanwhile ${i}`)));
    const second = await feedOf(reader, circle.id, first.body.nextCursor);
    const ids = [...first.body.posts, ...second.body.posts].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...original].reverse());
    expect(second.body.nextCursor).toBeNull();
  });

  it("never shows another member's hidden post; its author sees it marked as hidden", async () => {
    const circle = await createCircle(t);
    const author = await quickMember(t, { circleId: circle.id });
    const other = await quickMember(t, { circleId: circle.id });
    const outsider = await quickMember(t);
    const hiddenId = await postIn(author.client, circle.id, 'hidden by a moderator');
    const shownId = await postIn(author.client, circle.id, 'visible');
    await t.database.db.update(posts).set({ hidden: true, hiddenReason: 'moderator' }).where(eq(posts.id, hiddenId));

    for (const viewer of [other, outsider]) {
      const res = await feedOf(viewer, circle.id);
      expect(res.body.posts.map((p: { id: number }) => p.id)).toEqual([shownId]);
      expect((await viewer.client.get(`/api/posts/${hiddenId}/comments`)).status).toBe(404);
    }
    expect((await other.client.request('PUT', `/api/posts/${hiddenId}/like`)).status).toBe(404);
    expect((await other.client.post(`/api/posts/${hiddenId}/comments`, { content: 'hi' })).status).toBe(404);
    expect((await other.client.post(`/api/posts/${hiddenId}/reports`, { reason: 'spam' })).status).toBe(404);

    const own = await feedOf(author, circle.id);
    expect(own.body.posts.map((p: { id: number; isHidden: boolean }) => [p.id, p.isHidden])).toEqual([
      [shownId, false],
      [hiddenId, true],
    ]);
  });

  it('answers a cursor it did not make with 400 and its message', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    for (const cursor of ['garbage', Buffer.from("2026-01-01T00:00:00.000000Z|1' or 1=1").toString('base64url')]) {
      const res = await feedOf(member, circle.id, cursor);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This page link is not valid. Please reload the feed.',
        code: 'BAD_REQUEST',
      });
    }
  });

  it("capitalises an author's initial by her own language, the same for every reader", async () => {
    const circle = await createCircle(t);
    const turkish = await quickMember(t, { circleId: circle.id, firstName: 'Deniz', lastName: 'ilhan' });
    const english = await quickMember(t, { circleId: circle.id, firstName: 'Dana', lastName: 'ilhan' });
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, turkish.id));
    const created = await turkish.client.post(`/api/circles/${circle.id}/posts`, { content: 'Günaydın' });
    expect(created.body.authorName).toBe('Deniz İ.');
    await postIn(english.client, circle.id, 'Good morning');
    // Read by the English speaker: her own name by English rules, the Turkish speaker's by Turkish ones.
    const names = (await feedOf(english, circle.id)).body.posts.map((post: { authorName: string }) => post.authorName);
    expect(names).toEqual(['Dana I.', 'Deniz İ.']);
    const comment = await turkish.client.post(`/api/posts/${created.body.id}/comments`, { content: 'Çok güzel' });
    expect(comment.body.authorName).toBe('Deniz İ.');
    const thread = await english.client.get(`/api/posts/${created.body.id}/comments`);
    expect(thread.body.map((c: { authorName: string }) => c.authorName)).toEqual(['Deniz İ.']);
    const members = await english.client.get(`/api/circles/${circle.id}/members`);
    expect(members.body.map((m: { name: string }) => m.name).sort()).toEqual(['Dana I.', 'Deniz İ.']);
  });

  it('shows author, counts, like state and tags of each post', async () => {
    const circle = await createCircle(t);
    const author = await quickMember(t, { circleId: circle.id, firstName: 'Zeynep', lastName: 'kaya' });
    const liker = await quickMember(t, { circleId: circle.id });
    const id = await postIn(author.client, circle.id, 'Slow mornings #SelfCare #tea');
    await liker.client.request('PUT', `/api/posts/${id}/like`);
    await liker.client.post(`/api/posts/${id}/comments`, { content: 'Lovely' });
    const [post] = (await feedOf(liker, circle.id)).body.posts;
    expect(post).toMatchObject({
      id,
      circleId: circle.id,
      authorId: author.id,
      authorName: 'Zeynep K.',
      authorAvatar: null,
      content: 'Slow mornings #SelfCare #tea',
      likes: 1,
      comments: 1,
      isLiked: true,
      tags: ['selfcare', 'tea'],
      media: [],
      isHidden: false,
      isOwn: false,
    });
    expect(Date.parse(post.date)).not.toBeNaN();
  });
});

describe('POST /api/circles/:id/posts', () => {
  it('stores the text trimmed and as text: markup comes back exactly as written, as JSON', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const xss = '<img src=x onerror="alert(1)"><script>alert(document.cookie)</script> & "quotes"';
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, { content: `  ${xss}\n ` });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe(xss);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const [stored] = await t.database.db.select().from(posts).where(eq(posts.id, res.body.id));
    expect(stored?.content).toBe(xss);
    expect(res.body).toMatchObject({ likes: 0, comments: 0, isLiked: false, isOwn: true, careMessage: null });
  });

  it.each([
    [{ content: '   ' }, 'Please write something or attach a photo or video.'],
    [{}, 'Please write something or attach a photo or video.'],
    [{ content: 'x'.repeat(5001) }, 'Your post must be at most 5000 characters'],
    [{ content: 'five', mediaIds: [1, 2, 3, 4, 5] }, 'Please attach at most 4 photos or videos'],
    [{ content: 'nul \u0000' }, expect.stringContaining('cannot be saved')],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('takes exactly 5,000 characters', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, { content: 'x'.repeat(5000) });
    expect(res.status).toBe(201);
  });

  it('refuses media ids that are not the author’s own unattached uploads, writing nothing', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'with a photo',
      mediaIds: [987654],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('One of the attached files was not found. Please attach it again.');
    expect(await t.database.db.select().from(posts).where(eq(posts.circleId, circle.id))).toEqual([]);
  });
});
