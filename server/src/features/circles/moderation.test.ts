import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, postIn, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { circles, comments, postMedia, posts, reports } from '../../db/schema';
import { floodPng } from '../../media/test-images';

// What members may still do with their own words once moderation has acted, and who may report.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function circleWithPost() {
  const circle = await createCircle(t);
  const author = await quickMember(t, { circleId: circle.id });
  const postId = await postIn(author.client, circle.id, 'How do you rest?');
  return { circle, author, postId };
}

describe('taking back what one wrote', () => {
  it("deletes one's own comment on a post that is now hidden; others' comments there stay out of reach (404)", async () => {
    const { circle, postId } = await circleWithPost();
    const [commenter, other] = await quickMembers(t, 2, { circleId: circle.id });
    const mine = (await commenter!.client.post(`/api/posts/${postId}/comments`, { content: 'Mine' })).body.id;
    const theirs = (await other!.client.post(`/api/posts/${postId}/comments`, { content: 'Theirs' })).body.id;
    await t.database.db.update(posts).set({ hidden: true, hiddenReason: 'moderator' }).where(eq(posts.id, postId));

    expect((await commenter!.client.request('DELETE', `/api/comments/${mine}`)).body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(comments).where(eq(comments.id, mine))).toEqual([]);
    const refused = await commenter!.client.request('DELETE', `/api/comments/${theirs}`);
    expect(refused.body).toEqual({ message: 'Comment not found', code: 'NOT_FOUND' });
    expect(await t.database.db.select().from(comments).where(eq(comments.id, theirs))).toHaveLength(1);
  });

  it("deletes one's own post and its files in a deactivated circle; others' posts there stay out of reach (404)", async () => {
    const circle = await createCircle(t);
    const [author, other] = await quickMembers(t, 2, { circleId: circle.id });
    const photo = new FormData();
    photo.append('file', new Blob([new Uint8Array(floodPng(32, 32))], { type: 'image/png' }), 'p.png');
    const media = (await author!.client.post('/api/circle-media', photo)).body;
    const created = await author!.client.post(`/api/circles/${circle.id}/posts`, {
      content: 'x',
      mediaIds: [media.id],
    });
    expect(created.status).toBe(201);
    const theirs = await postIn(other!.client, circle.id, 'Theirs');
    const [row] = await t.database.db.select().from(postMedia).where(eq(postMedia.id, media.id));
    const file = path.join(t.dataDir, 'uploads', row!.blobKey);
    expect(fs.existsSync(file)).toBe(true);
    await t.database.db.update(circles).set({ active: false }).where(eq(circles.id, circle.id));

    expect((await author!.client.request('DELETE', `/api/posts/${created.body.id}`)).body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(posts).where(eq(posts.id, created.body.id))).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    const refused = await author!.client.request('DELETE', `/api/posts/${theirs}`);
    expect(refused.body).toEqual({ message: 'Post not found', code: 'NOT_FOUND' });
  });
});

describe('reporting', () => {
  it('needs membership of the circle: three members who never joined cannot hide a post or a comment', async () => {
    const { circle, postId } = await circleWithPost();
    const commenter = await quickMember(t, { circleId: circle.id });
    const commentId = (await commenter.client.post(`/api/posts/${postId}/comments`, { content: 'Hi' })).body.id;
    const outsiders = await quickMembers(t, 3);
    for (const outsider of outsiders) {
      for (const url of [`/api/posts/${postId}/reports`, `/api/comments/${commentId}/reports`]) {
        const res = await outsider.client.post(url, { reason: 'Spam' });
        expect({ url, status: res.status, message: res.body.message }).toEqual({
          url,
          status: 403,
          message: 'Join this circle to take part.',
        });
      }
    }
    const [post] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    const [comment] = await t.database.db.select().from(comments).where(eq(comments.id, commentId));
    expect([post?.hidden, comment?.hidden]).toEqual([false, false]);
    expect(await t.database.db.select().from(reports).where(eq(reports.postId, postId))).toEqual([]);

    // Once they join, their reports count.
    for (const outsider of outsiders) await outsider.client.request('PUT', `/api/circles/${circle.id}/membership`);
    for (const outsider of outsiders) await outsider.client.post(`/api/posts/${postId}/reports`, { reason: 'Spam' });
    const [hidden] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(hidden?.hidden).toBe(true);
  });
});
