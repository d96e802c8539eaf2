import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { postMedia, posts } from '../../db/schema';
import { deleteBlobs } from '../../media/delete-blobs';
import { refusePostDeletion } from '../../policies/post';

/**
 * Deletes the member's own post with its comments, likes, reports and media (the foreign keys
 * cascade), then its files. Membership is not needed, nor an active circle: someone who left, or
 * whose circle was deactivated, may still take back what they wrote. Another member's post is a
 * 403 if the member can see it, else a 404. Open screens of its circle retract it.
 */
export async function deletePost(ctx: AppContext, options: { postId: number; userId: number }) {
  const own = and(eq(posts.id, options.postId), eq(posts.authorId, options.userId));
  const removed = await ctx.db.transaction(async (tx) => {
    const ownPost = tx.select({ id: posts.id }).from(posts).where(own);
    const media = await tx
      .delete(postMedia)
      .where(inArray(postMedia.postId, ownPost))
      .returning({ blobKey: postMedia.blobKey });
    const [post] = await tx.delete(posts).where(own).returning({ id: posts.id, circleId: posts.circleId });
    return post ? { circleId: post.circleId, blobKeys: media.map((row) => row.blobKey) } : null;
  });
  if (removed) {
    await ctx.realtime.publish({ circleId: removed.circleId, kind: 'deleted', postId: options.postId });
    await deleteBlobs(ctx, removed.blobKeys);
    return { deleted: true as const };
  }
  return refusePostDeletion(ctx, options);
}
