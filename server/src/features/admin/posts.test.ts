import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { posts, reports } from '../../db/schema';
import { insertCircle, insertMedia, insertPost, insertReport } from './test-rows';

let t: TestApp;
let admin: SignedInMember;
let author: SignedInMember;
let reporters: SignedInMember[];
beforeAll(async () => {
  t = await startTestApp();
  [admin, author, ...reporters] = await Promise.all([signUpAdmin(t), signUp(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const patch = (id: number | string, body: unknown) => admin.client.request('PATCH', `/api/admin/posts/${id}`, body);
const listPosts = async (query = '') => (await admin.client.get(`/api/admin/posts${query}`)).body as any[];
const newPost = async (fields: Partial<typeof posts.$inferInsert> = {}) => {
  const circle = await insertCircle(t.database.db);
  return insertPost(t.database.db, { circleId: circle.id, authorId: author.user.id, ...fields });
};

describe('GET /api/admin/posts', () => {
  it('shows each post with its circle, author, media, tags and open reports', async () => {
    const circle = await insertCircle(t.database.db, { name: 'Tea Leaves' });
    const post = await insertPost(t.database.db, { circleId: circle.id, authorId: author.user.id });
    const image = await insertMedia(t.database.db, t.dataDir, { postId: post.id, ownerId: author.user.id });
    const video = await insertMedia(t.database.db, t.dataDir, {
      postId: post.id,
      ownerId: author.user.id,
      kind: 'video',
    });
    await insertReport(t.database.db, { postId: post.id, reporterId: reporters[0]!.user.id, reason: 'Spam' });
    await insertReport(t.database.db, { postId: post.id, reporterId: reporters[1]!.user.id, reason: 'Off topic' });
    const [first] = await listPosts();
    expect(first).toEqual({
      id: post.id,
      circleId: circle.id,
      circleName: 'Tea Leaves',
      authorId: author.user.id,
      authorName: 'Ayla Demir',
      content: 'Morning tea and a calm #mind',
      createdAt: post.createdAt.toISOString(),
      isHidden: false,
      hiddenReason: null,
      media: [
        { type: 'image', url: `/uploads/${image.blobKey}` },
        { type: 'video', url: `/uploads/${video.blobKey}` },
      ],
      tags: ['mind'],
      openReports: 2,
      reportReasons: ['Spam', 'Off topic'],
      careFlag: false,
      cursor: expect.any(String),
    });
  });

  it("shows a former member's post without an author", async () => {
    const post = await newPost({ authorId: null });
    const shown = (await listPosts()).find((p) => p.id === post.id);
    expect(shown).toMatchObject({ authorId: null, authorName: null });
  });

  it('pages newest first through ?cursor= with no post twice and none left out', async () => {
    const circle = await insertCircle(t.database.db);
    // 55 posts in the same instant: only the id orders them, so the cursor must carry it.
    const at = new Date('2030-01-01T00:00:00.123456Z');
    await t.database.db.insert(posts).values(
      Array.from({ length: 55 }, (_, i) => ({
        circleId: circle.id,
        authorId: author.user.id,
        content: `p${i}`,
        createdAt: at,
      })),
    );
    const seen: number[] = [];
    let page = await listPosts();
    expect(page).toHaveLength(50);
    while (page.length > 0) {
      seen.push(...page.map((p) => p.id));
      page = await listPosts(`?cursor=${encodeURIComponent(page.at(-1).cursor)}`);
    }
    const all = await t.database.db.select({ id: posts.id, createdAt: posts.createdAt }).from(posts);
    const expected = all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((p) => p.id);
    expect(seen).toEqual(expected);
  });

  it('filters reported posts (open reports only) and hidden posts', async () => {
    const reported = await newPost();
    const settled = await newPost();
    const hidden = await newPost({ hidden: true, hiddenReason: 'moderator' });
    await insertReport(t.database.db, { postId: reported.id, reporterId: reporters[0]!.user.id });
    await t.database.db
      .insert(reports)
      .values({ postId: settled.id, reporterId: reporters[0]!.user.id, reason: 'Old', resolvedAt: new Date() });
    const reportedIds = (await listPosts('?filter=reported')).map((p) => p.id);
    expect(reportedIds).toContain(reported.id);
    expect(reportedIds).not.toContain(settled.id);
    expect(reportedIds).not.toContain(hidden.id);
    const hiddenPosts = await listPosts('?filter=hidden');
    expect(hiddenPosts.map((p) => p.id)).toContain(hidden.id);
    expect(hiddenPosts.every((p) => p.isHidden)).toBe(true);
  });

  it.each([
    ['?cursor=not-a-cursor', 'This page link is no longer valid. Please reload the list.'],
    [
      `?cursor=${Buffer.from('2030-13-01T00:00:00.000000Z|1').toString('base64url')}`,
      'This page link is no longer valid. Please reload the list.',
    ],
    [
      `?cursor=${Buffer.from('2030-01-01T00:00:00.000000Z|99999999999').toString('base64url')}`,
      'This page link is no longer valid. Please reload the list.',
    ],
  ])('refuses %s with 400', async (query, message) => {
    const res = await admin.client.get(`/api/admin/posts${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses an unknown filter with 400', async () => {
    expect((await admin.client.get('/api/admin/posts?filter=everything')).status).toBe(400);
  });
});

describe('PATCH /api/admin/posts/{id}', () => {
  it('hides a post as a moderator and settles its open reports; unhiding shows it again', async () => {
    const post = await newPost();
    await insertReport(t.database.db, { postId: post.id, reporterId: reporters[0]!.user.id });
    const hidden = await patch(post.id, { isHidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: post.id, isHidden: true, hiddenReason: 'moderator', openReports: 0 });
    const shown = await patch(post.id, { isHidden: false });
    expect(shown.body).toMatchObject({ isHidden: false, hiddenReason: null });
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ hidden: false, hiddenReason: null });
  });

  it('takes over a post the reports hid: the author is then told a moderator hid it', async () => {
    const post = await newPost({ hidden: true, hiddenReason: 'reports' });
    const res = await patch(post.id, { isHidden: true });
    expect(res.body).toMatchObject({ isHidden: true, hiddenReason: 'moderator' });
  });

  it('saves edited content with its tags', async () => {
    const post = await newPost();
    const res = await patch(post.id, { content: '  Gentle words #Calm #calm #tea ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      content: 'Gentle words #Calm #calm #tea',
      tags: ['calm', 'tea'],
      isHidden: false,
    });
  });

  it('lets the content go empty only when the post has media', async () => {
    const bare = await newPost();
    const refused = await patch(bare.id, { content: '   ' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please write something or attach a photo or video.');
    const withPhoto = await newPost();
    await insertMedia(t.database.db, t.dataDir, { postId: withPhoto.id, ownerId: author.user.id });
    expect((await patch(withPhoto.id, { content: '' })).body).toMatchObject({ content: '', tags: [] });
  });

  it.each([
    [{}, 'Please send at least one field to change'],
    [{ isHidden: 'true' }, 'isHidden must be true or false'],
    [{ content: 'x'.repeat(5001) }, 'Your post must be at most 5000 characters'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const post = await newPost();
    const res = await patch(post.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for a missing post', async () => {
    const res = await patch(999999, { isHidden: true });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Post not found');
  });
});

describe('POST /api/admin/posts/{id}/dismiss-reports', () => {
  it('settles the reports and shows again a post the reports had hidden', async () => {
    const post = await newPost({ hidden: true, hiddenReason: 'reports' });
    await insertReport(t.database.db, { postId: post.id, reporterId: reporters[0]!.user.id });
    const res = await admin.client.post(`/api/admin/posts/${post.id}/dismiss-reports`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isHidden: false, hiddenReason: null, openReports: 0, reportReasons: [] });
    expect((await listPosts('?filter=reported')).map((p) => p.id)).not.toContain(post.id);
  });

  it('keeps hidden a post a moderator hid', async () => {
    const post = await newPost({ hidden: true, hiddenReason: 'moderator' });
    await insertReport(t.database.db, { postId: post.id, reporterId: reporters[1]!.user.id });
    const res = await admin.client.post(`/api/admin/posts/${post.id}/dismiss-reports`);
    expect(res.body).toMatchObject({ isHidden: true, hiddenReason: 'moderator', openReports: 0 });
  });

  it('answers 404 for a missing post', async () => {
    const res = await admin.client.post('/api/admin/posts/999999/dismiss-reports');
    expect(res.status).toBe(404);
  });
});
