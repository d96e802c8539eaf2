import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { postLikes } from '../../db/schema';
import { col } from '../../db/sql-column';
import { notFound } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { requireMembership } from '../../policies/circle';
import { findVisiblePost } from '../../policies/post';

async function likeState(ctx: AppContext, postId: number, userId: number) {
  const [state] = await ctx.db
    .select({
      likes: sql<number>`count(*)::int`,
      isLiked: sql<boolean>`coalesce(bool_or(${col(postLikes.userId)} = ${userId}), false)`,
    })
    .from(postLikes)
    .where(eq(postLikes.postId, postId));
  return state ?? { likes: 0, isLiked: false };
}

/**
 * Likes or unlikes a post for a member of its circle. Idempotent both ways: the primary key
 * (post, member) makes any number of parallel likes one row, and unliking what is not liked is a
 * no-op. A post deleted meanwhile is a 404. The circle hears the new count (live circles).
 */
export async function setLike(ctx: AppContext, options: { postId: number; userId: number; liked: boolean }) {
  const { postId, userId } = options;
  const post = await findVisiblePost(ctx, { postId, userId });
  requireMembership(post);
  if (options.liked) {
    await whileParentExists(
      ctx.db.insert(postLikes).values({ postId, userId, createdAt: ctx.now() }).onConflictDoNothing(),
      notFound(CIRCLE_MESSAGES.postNotFound),
    );
  } else {
    await ctx.db.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
  }
  const state = await likeState(ctx, postId, userId);
  await ctx.realtime.publish({ circleId: post.circleId, kind: 'likes', postId, count: state.likes });
  return state;
}
