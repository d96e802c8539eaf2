import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  circleEvents,
  circleMembers,
  circles,
  comments,
  eventRsvps,
  postLikes,
  postMedia,
  posts,
  reports,
} from '../../db/schema';
import { insertActivity, insertAttendance, insertCircle, insertEvent, insertMedia, insertPost } from './test-rows';

let t: TestApp;
let admin: SignedInMember;
let members: SignedInMember[];
beforeAll(async () => {
  t = await startTestApp();
  [admin, ...members] = await Promise.all([signUpAdmin(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const fileExists = (blobKey: string) => fs.existsSync(path.join(t.dataDir, 'uploads', blobKey));

/** A circle with two posts (each with a photo), an event, and two members' comments, likes, reports and RSVPs. */
async function fullCircle() {
  const db = t.database.db;
  const circle = await insertCircle(db);
  const event = await insertEvent(db, { circleId: circle.id });
  const made = [];
  for (const member of members) {
    await insertAttendance(db, { userId: member.user.id, eventId: event.id, circleId: circle.id });
    const post = await insertPost(db, { circleId: circle.id, authorId: member.user.id });
    const media = await insertMedia(db, t.dataDir, { postId: post.id, ownerId: member.user.id });
    for (const other of members) {
      const { comment } = await insertActivity(db, { userId: other.user.id, postId: post.id });
      made.push({ post, media, comment });
    }
  }
  return { circle, event, made };
}

async function remaining(ids: { circleId: number; eventId: number; postIds: number[]; commentIds: number[] }) {
  const db = t.database.db;
  return {
    circles: await db.select().from(circles).where(eq(circles.id, ids.circleId)),
    posts: await db.select().from(posts).where(inArray(posts.id, ids.postIds)),
    media: await db.select().from(postMedia).where(inArray(postMedia.postId, ids.postIds)),
    comments: await db.select().from(comments).where(inArray(comments.id, ids.commentIds)),
    likes: await db.select().from(postLikes).where(inArray(postLikes.postId, ids.postIds)),
    reports: await db
      .select()
      .from(reports)
      .where(or(inArray(reports.postId, ids.postIds), inArray(reports.commentId, ids.commentIds))),
    events: await db.select().from(circleEvents).where(eq(circleEvents.id, ids.eventId)),
    rsvps: await db.select().from(eventRsvps).where(eq(eventRsvps.eventId, ids.eventId)),
    members: await db.select().from(circleMembers).where(eq(circleMembers.circleId, ids.circleId)),
  };
}

describe('deleting a circle', () => {
  it('leaves no post, media row or file, comment, like, report, event, RSVP or membership behind', async () => {
    const { circle, event, made } = await fullCircle();
    const ids = {
      circleId: circle.id,
      eventId: event.id,
      postIds: [...new Set(made.map((m) => m.post.id))],
      commentIds: made.map((m) => m.comment.id),
    };
    const before = await remaining(ids);
    expect(Object.values(before).every((rows) => rows.length > 0)).toBe(true);
    expect(made.every((m) => fileExists(m.media.blobKey))).toBe(true);

    const res = await admin.client.request('DELETE', `/api/admin/circles/${circle.id}`);
    expect(res.status).toBe(200);
    const after = await remaining(ids);
    expect(Object.fromEntries(Object.entries(after).map(([table, rows]) => [table, rows.length]))).toEqual({
      circles: 0,
      posts: 0,
      media: 0,
      comments: 0,
      likes: 0,
      reports: 0,
      events: 0,
      rsvps: 0,
      members: 0,
    });
    expect(made.filter((m) => fileExists(m.media.blobKey))).toEqual([]);
  });

  it("leaves other circles' posts and files alone", async () => {
    const doomed = await fullCircle();
    const kept = await fullCircle();
    await admin.client.request('DELETE', `/api/admin/circles/${doomed.circle.id}`);
    expect(await t.database.db.select().from(posts).where(eq(posts.circleId, kept.circle.id))).toHaveLength(2);
    expect(kept.made.every((m) => fileExists(m.media.blobKey))).toBe(true);
  });
});

describe('deleting a post', () => {
  it('takes its comments, likes, reports, media rows and files, and nothing of its neighbours', async () => {
    const { made } = await fullCircle();
    const [target, neighbour] = [made[0]!.post, made.at(-1)!.post];
    const res = await admin.client.request('DELETE', `/api/admin/posts/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const db = t.database.db;
    expect(await db.select().from(posts).where(eq(posts.id, target.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.postId, target.id))).toEqual([]);
    expect(await db.select().from(postLikes).where(eq(postLikes.postId, target.id))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.postId, target.id))).toEqual([]);
    expect(await db.select().from(postMedia).where(eq(postMedia.postId, target.id))).toEqual([]);
    const targetFiles = made.filter((m) => m.post.id === target.id).map((m) => m.media.blobKey);
    expect(targetFiles.filter(fileExists)).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.postId, neighbour.id))).not.toEqual([]);
    expect(made.filter((m) => m.post.id === neighbour.id).every((m) => fileExists(m.media.blobKey))).toBe(true);
    expect((await admin.client.request('DELETE', `/api/admin/posts/${target.id}`)).status).toBe(404);
  });
});
