import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { comments, posts } from '../../db/schema';
import { col } from '../../db/sql-column';

/**
 * Tells the post's circle its comment count (the comments no one hid: a hidden comment's author
 * still counts her own on reloading) after a comment was written, deleted or hidden. Read after the
 * commit, in one statement; a post deleted meanwhile tells nothing. Never rejects.
 */
export async function announceComments(ctx: AppContext, postId: number): Promise<void> {
  try {
    const [post] = await ctx.db
      .select({
        circleId: posts.circleId,
        count: sql<number>`(select count(*)::int from ${comments}
          where ${col(comments.postId)} = ${col(posts.id)} and ${col(comments.hidden)} = false)`,
      })
      .from(posts)
      .where(eq(posts.id, postId));
    if (post) await ctx.realtime.publish({ circleId: post.circleId, kind: 'comments', postId, count: post.count });
  } catch {
    // The write has committed and is answered as such: a count not told costs liveness only.
  }
}
