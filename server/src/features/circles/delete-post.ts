import { and, eq } from 'drizzle-orm';
import { CIRCLE_MESSAGES } from '../../../../contract/circles';
import type { AppContext } from '../../context';
import { postMedia, posts } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import { findVisiblePost } from './circle-access';

/**
 * Deletes the member's own post with its comments, likes, reports and media (the foreign keys
 * cascade), then its files. Membership is not needed: someone who left may still take back what
 * they wrote.
 */
export async function deletePost(ctx: AppContext, options: { postId: number; userId: number }) {
  const post = await findVisiblePost(ctx, options);
  if (post.authorId !== options.userId) throw forbidden(CIRCLE_MESSAGES.notYourPost);
  const files = await ctx.db
    .select({ blobKey: postMedia.blobKey })
    .from(postMedia)
    .where(eq(postMedia.postId, post.id));
  await ctx.db.delete(posts).where(and(eq(posts.id, post.id), eq(posts.authorId, options.userId)));
  for (const file of files) await ctx.blobs.delete(file.blobKey);
  return { deleted: true as const };
}
