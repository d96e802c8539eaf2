import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { comments, postLikes, posts, reports } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function circleWithPost() {
  const circle = await createCircle(t);
  const author = await quickMember(t, { circleId: circle.id, firstName: 'Leyla', lastName: 'Arslan' });
  const postId = await postIn(author.client, circle.id, 'How do you rest?');
  return { circle, author, postId };
}

describe('likes', () => {
  it('toggles idempotently in both directions', async () => {
    const { circle, postId } = await circleWithPost();
    const member = await quickMember(t, { circleId: circle.id });
    const like = () => member.client.request('PUT', `/api/posts/${postId}/like`);
    const unlike = () => member.client.request('DELETE', `/api/posts/${postId}/like`);
    expect((await like()).body).toEqual({ isLiked: true, likes: 1 });
    expect((await like()).body).toEqual({ isLiked: true, likes: 1 });
    expect((await unlike()).body).toEqual({ isLiked: false, likes: 0 });
    expect((await unlike()).body).toEqual({ isLiked: false, likes: 0 });
  });

  it('leaves one like after 50 parallel likes by one member', async () => {
    const { circle, postId } = await circleWithPost();
    const member = await quickMember(t, { circleId: circle.id });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => member.client.request('PUT', `/api/posts/${postId}/like`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await t.database.db.select().from(postLikes).where(eq(postLikes.postId, postId))).toHaveLength(1);
    const [post] = (await member.client.get(`/api/circles/${circle.id}/posts`)).body.posts;
    expect(post).toMatchObject({ likes: 1, isLiked: true });
  });

  it('needs membership of the circle (403 with its message)', async () => {
    const { postId } = await circleWithPost();
    const outsider = await quickMember(t);
    const res = await outsider.client.request('PUT', `/api/posts/${postId}/like`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Join this circle to take part.');
  });
});

describe('comments', () => {
  it('are listed oldest first, trimmed, with author and ownership', async () => {
    const { circle, author, postId } = await circleWithPost();
    const other = await quickMember(t, { circleId: circle.id, firstName: 'Nil', lastName: 'Ersoy' });
    const first = await other.client.post(`/api/posts/${postId}/comments`, { content: '  A warm bath.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ content: 'A warm bath.', authorName: 'Nil E.', isOwn: true, careMessage: null });
    await author.client.post(`/api/posts/${postId}/comments`, { content: 'Thank you!' });
    const list = await other.client.get(`/api/posts/${postId}/comments`);
    expect(list.body.map((c: { content: string; isOwn: boolean }) => [c.content, c.isOwn])).toEqual([
      ['A warm bath.', true],
      ['Thank you!', false],
    ]);
    expect((await other.client.get(`/api/circles/${circle.id}/posts`)).body.posts[0].comments).toBe(2);
  });

  it.each([
    [{ content: '   ' }, 'Please write a comment'],
    [{}, 'Please write a comment'],
    [{ content: 'c'.repeat(2001) }, 'Your comment must be at most 2000 characters'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const { circle, postId } = await circleWithPost();
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/posts/${postId}/comments`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('takes exactly 2,000 characters, and needs membership to comment but not to read', async () => {
    const { circle, postId } = await circleWithPost();
    const member = await quickMember(t, { circleId: circle.id });
    expect((await member.client.post(`/api/posts/${postId}/comments`, { content: 'c'.repeat(2000) })).status).toBe(201);
    const outsider = await quickMember(t);
    expect((await outsider.client.get(`/api/posts/${postId}/comments`)).body).toHaveLength(1);
    const refused = await outsider.client.post(`/api/posts/${postId}/comments`, { content: 'hello' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Join this circle to take part.');
  });
});

describe('deleting', () => {
  it("deletes one's own post with its comments, but not another member's (403)", async () => {
    const { circle, author, postId } = await circleWithPost();
    const other = await quickMember(t, { circleId: circle.id });
    await other.client.post(`/api/posts/${postId}/comments`, { content: 'hi' });
    const refused = await other.client.request('DELETE', `/api/posts/${postId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only delete your own posts.');
    // Leaving the circle does not take away the right to delete what one wrote.
    await author.client.request('DELETE', `/api/circles/${circle.id}/membership`);
    expect((await author.client.request('DELETE', `/api/posts/${postId}`)).body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(posts).where(eq(posts.id, postId))).toEqual([]);
    expect(await t.database.db.select().from(comments).where(eq(comments.postId, postId))).toEqual([]);
    expect((await author.client.request('DELETE', `/api/posts/${postId}`)).status).toBe(404);
  });

  it("deletes one's own comment, but not another member's (403)", async () => {
    const { circle, author, postId } = await circleWithPost();
    const other = await quickMember(t, { circleId: circle.id });
    const commentId = (await other.client.post(`/api/posts/${postId}/comments`, { content: 'mine' })).body.id;
    const refused = await author.client.request('DELETE', `/api/comments/${commentId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only delete your own comments.');
    expect((await other.client.request('DELETE', `/api/comments/${commentId}`)).body).toEqual({ deleted: true });
    expect((await author.client.get(`/api/posts/${postId}/comments`)).body).toEqual([]);
  });
});

describe('reports', () => {
  it('hides a post at the third member reporting it, and only then', async () => {
    const { circle, author, postId } = await circleWithPost();
    const [a, b, c, viewer] = await quickMembers(t, 4, { circleId: circle.id });
    const report = (m: typeof a) => m!.client.post(`/api/posts/${postId}/reports`, { reason: 'Unkind' });
    expect((await report(a)).body).toEqual({ reported: true });
    expect((await report(a)).body).toEqual({ reported: true });
    expect((await report(b)).status).toBe(200);
    expect((await viewer!.client.get(`/api/circles/${circle.id}/posts`)).body.posts).toHaveLength(1);
    expect((await report(c)).status).toBe(200);
    expect((await viewer!.client.get(`/api/circles/${circle.id}/posts`)).body.posts).toEqual([]);
    const own = (await author.client.get(`/api/circles/${circle.id}/posts`)).body.posts;
    expect(own.map((p: { id: number; isHidden: boolean }) => [p.id, p.isHidden])).toEqual([[postId, true]]);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(row).toMatchObject({ hidden: true, hiddenReason: 'reports' });
    expect(await t.database.db.select().from(reports).where(eq(reports.postId, postId))).toHaveLength(3);
  });

  it('hides a post reported by 10 members in parallel', async () => {
    const { circle, postId } = await circleWithPost();
    const reporters = await quickMembers(t, 10, { circleId: circle.id });
    const results = await Promise.all(
      reporters.map((m) => m.client.post(`/api/posts/${postId}/reports`, { reason: 'Spam' })),
    );
    // Once hidden the post is gone for the later reporters (404); at least three got through.
    const accepted = results.filter((r) => r.status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.status === 404)).toHaveLength(10 - accepted);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(row?.hidden).toBe(true);
    expect(await t.database.db.select().from(reports).where(eq(reports.postId, postId))).toHaveLength(accepted);
  });

  it('hides a comment at three reports; its author still sees it, marked', async () => {
    const { circle, postId } = await circleWithPost();
    const commenter = await quickMember(t, { circleId: circle.id });
    const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`, { content: 'rude' })).body.id;
    const reporters = await quickMembers(t, 3, { circleId: circle.id });
    for (const m of reporters) await m.client.post(`/api/comments/${commentId}/reports`, { reason: 'Rude' });
    expect((await reporters[0]!.client.get(`/api/posts/${postId}/comments`)).body).toEqual([]);
    const own = (await commenter.client.get(`/api/posts/${postId}/comments`)).body;
    expect(own.map((c: { id: number; isHidden: boolean }) => [c.id, c.isHidden])).toEqual([[commentId, true]]);
  });

  it("refuses an empty reason, one's own post, and a missing post", async () => {
    const { author, postId } = await circleWithPost();
    const other = await quickMember(t);
    const empty = await other.client.post(`/api/posts/${postId}/reports`, { reason: '  ' });
    expect(empty.body).toEqual({ message: 'Please tell us what is wrong with it', code: 'BAD_REQUEST' });
    const own = await author.client.post(`/api/posts/${postId}/reports`, { reason: 'test' });
    expect(own.status).toBe(400);
    expect(own.body.message).toBe('You cannot report your own post or comment.');
    expect((await other.client.post('/api/posts/999999/reports', { reason: 'x' })).status).toBe(404);
  });
});

describe('care', () => {
  it('publishes a post in crisis language, shows its author the care message and flags it', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const other = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'Some nights I think everyone would be better off without me.',
    });
    expect(res.status).toBe(201);
    expect(res.body.careMessage).toMatch(/^Thank you for sharing this with the circle; it is published\./);
    // Country unknown: the international lines.
    expect(res.body.careMessage).toContain('988 in the US or Samaritans on 116 123');
    expect(res.body.careMessage).not.toMatch(/reading|coffee cup/i);
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, res.body.id));
    expect(row?.careFlag).toBe(true);
    expect((await other.client.get(`/api/circles/${circle.id}/posts`)).body.posts[0].id).toBe(res.body.id);

    const comment = await other.client.post(`/api/posts/${res.body.id}/comments`, {
      content: 'I want to die too',
      locale: 'en-GB',
      timeZone: 'Europe/London',
    });
    expect(comment.status).toBe(201);
    // In the UK: 999 and the Samaritans.
    expect(comment.body.careMessage).toContain('call 999');
    expect(comment.body.careMessage).toContain('116 123');
    const [flagged] = await t.database.db.select().from(comments).where(eq(comments.id, comment.body.id));
    expect(flagged?.careFlag).toBe(true);
  });

  it("shows a member who chose Turkish the care notice in Turkish, with her country's lines", async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'Some nights I think everyone would be better off without me.',
      locale: 'en-GB',
      timeZone: 'Europe/London',
    });
    expect(res.status).toBe(201);
    expect(res.body.careMessage).toBe(
      'Bunu çemberle paylaştığın için teşekkürler; gönderin yayımlandı. Şu sıralar ağır bir yük taşıyor gibisin ' +
        've bunu tek başına taşımak zorunda değilsin. Tehlikedeysen 999 numarasını ara. Şu hatlar da seni ' +
        'dinler: Samaritans (116 123), National Domestic Abuse Helpline (0808 2000 247). findahelpline.com ' +
        'adresinde başka ücretsiz hatlar da bulabilir ya da güvendiğin biriyle konuşabilirsin.',
    );
    const comment = await member.client.post(`/api/posts/${res.body.id}/comments`, { content: 'I want to die' });
    expect(comment.body.careMessage).toMatch(/^Bunu çemberle paylaştığın için teşekkürler; gönderin yayımlandı\. /);
  });

  it('treats talk of health as ordinary conversation, and refuses a malformed language tag', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'My mum has her surgery on Friday. Will she recover? Sending love to everyone waiting on news.',
    });
    expect(res.status).toBe(201);
    expect(res.body.careMessage).toBeNull();
    const bad = await member.client.post(`/api/circles/${circle.id}/posts`, { content: 'hi', locale: 'not a tag!' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please send a valid language tag');
  });

  it('leaves everyday words alone', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const res = await member.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'These killer heels are to die for, and I am dying to know where to get them #style',
    });
    expect(res.body.careMessage).toBeNull();
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, res.body.id));
    expect(row?.careFlag).toBe(false);
  });
});
