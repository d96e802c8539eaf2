import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import {
  circleEvents,
  circleMembers,
  comments,
  eventRsvps,
  postLikes,
  postMedia,
  posts,
  reports,
} from '../../db/schema';
import { newBlobKey } from '../../media/blob-store';

// Rows of the Wellness Circle for admin tests, written straight to the tables: the member-facing
// circles API lives in another feature, and these tests are about what administrators do to them.

export { insertCircle } from '../../db/factories';

export async function insertPost(
  db: Db,
  fields: { circleId: number; authorId: number | null } & Partial<typeof posts.$inferInsert>,
) {
  const [row] = await db
    .insert(posts)
    .values({ content: 'Morning tea and a calm #mind', tags: ['mind'], ...fields })
    .returning();
  if (!row) throw new Error('post insert returned nothing');
  return row;
}

/** A media row with a real file in the data dir's uploads folder. */
export async function insertMedia(
  db: Db,
  dataDir: string,
  fields: { postId: number; ownerId: number; kind?: 'image' | 'video' },
) {
  const blobKey = newBlobKey(fields.kind === 'video' ? 'mp4' : 'webp');
  fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', blobKey), 'bytes');
  const [row] = await db
    .insert(postMedia)
    .values({ kind: 'image', blobKey, ...fields })
    .returning();
  if (!row) throw new Error('media insert returned nothing');
  return row;
}

export async function insertEvent(db: Db, fields: { circleId: number } & Partial<typeof circleEvents.$inferInsert>) {
  const [row] = await db
    .insert(circleEvents)
    .values({
      title: 'Full moon tea',
      date: '2031-03-09',
      time: '19:30',
      location: 'Kadikoy',
      description: 'Tea and stories',
      ...fields,
    })
    .returning();
  if (!row) throw new Error('event insert returned nothing');
  return row;
}

/** A member's footprint on a post: a comment, a like, and reports of both. */
export async function insertActivity(db: Db, options: { userId: number; postId: number }) {
  const { userId, postId } = options;
  const [comment] = await db.insert(comments).values({ postId, authorId: userId, content: 'So true' }).returning();
  if (!comment) throw new Error('comment insert returned nothing');
  await db.insert(postLikes).values({ postId, userId });
  await db.insert(reports).values([
    { reporterId: userId, postId, reason: 'Spam' },
    { reporterId: userId, commentId: comment.id, reason: 'Rude' },
  ]);
  return { comment };
}

/** A member who joined the circle and is going to its event. */
export async function insertAttendance(db: Db, options: { userId: number; eventId: number; circleId: number }) {
  await db.insert(circleMembers).values({ circleId: options.circleId, userId: options.userId });
  await db.insert(eventRsvps).values({ eventId: options.eventId, userId: options.userId });
}

export async function insertReport(db: Db, fields: { postId: number; reporterId: number; reason?: string }) {
  await db.insert(reports).values({ reason: 'Spam', ...fields });
}
