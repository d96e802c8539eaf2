import { ADMIN_MESSAGES } from '@contract/admin';
import { count, eq, inArray } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { circleEvents, circles, postMedia, posts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { deleteBlobs } from '../../media/delete-blobs';
import { presentCircle } from './present';
import { recordAudit } from './record-audit';

/**
 * Deletes a circle with everything in it, in one transaction: its posts, their media, comments,
 * likes and reports, its events and their RSVPs, and its memberships (the foreign keys cascade).
 * The circle row is locked first, so no post can be added to it meanwhile and leave a file behind.
 * The media files go after the commit.
 */
export async function deleteCircle(ctx: AppContext, options: { member: Member; circleId: number }) {
  const now = ctx.now();
  const blobKeys = await ctx.db.transaction(async (tx) => {
    const [circle] = await tx.select().from(circles).where(eq(circles.id, options.circleId)).for('update');
    if (!circle) throw notFound(ADMIN_MESSAGES.circleNotFound);
    const circlePosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.circleId, circle.id));
    const [postCount] = await tx.select({ n: count() }).from(posts).where(eq(posts.circleId, circle.id));
    const [eventCount] = await tx.select({ n: count() }).from(circleEvents).where(eq(circleEvents.circleId, circle.id));
    const media = await tx
      .delete(postMedia)
      .where(inArray(postMedia.postId, circlePosts))
      .returning({ blobKey: postMedia.blobKey });
    await tx.delete(circles).where(eq(circles.id, circle.id));
    await recordAudit(tx, {
      member: options.member,
      now,
      change: {
        action: 'delete',
        objectType: 'circle',
        objectId: circle.id,
        before: { ...presentCircle(circle), posts: postCount?.n ?? 0, events: eventCount?.n ?? 0 },
        after: null,
      },
    });
    return media.map((row) => row.blobKey);
  });
  await deleteBlobs(ctx, blobKeys);
  return { deleted: true as const };
}
