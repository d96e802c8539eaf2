import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { postMedia, posts } from '../../db/schema';
import { deleteBlobs } from '../../media/delete-blobs';
import { lockPost, postSnapshot } from './lock-post';
import { recordAudit } from './record-audit';

/** Deletes a post with its comments, likes, reports and media (the foreign keys cascade); the files go after the commit. */
export async function deletePost(ctx: AppContext, options: { member: Member; postId: number }) {
  const now = ctx.now();
  const { circleId, blobKeys } = await ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, options.postId);
    const media = await tx
      .delete(postMedia)
      .where(eq(postMedia.postId, before.id))
      .returning({ blobKey: postMedia.blobKey });
    await tx.delete(posts).where(eq(posts.id, before.id));
    await recordAudit(tx, {
      member: options.member,
      now,
      change: { action: 'delete', objectType: 'post', objectId: before.id, before: postSnapshot(before), after: null },
    });
    return { circleId: before.circleId, blobKeys: media.map((row) => row.blobKey) };
  });
  await ctx.realtime.publish({ circleId, kind: 'deleted', postId: options.postId });
  await deleteBlobs(ctx, blobKeys);
  return { deleted: true as const };
}
