import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { circles, comments, posts } from '../db/schema';
import { forbidden, notFound } from '../lib/app-error';
import { isMemberOf } from './circle';
import { visiblePost } from './post';

/** Others' hidden comments do not exist for a member; their author still sees them. */
export const visibleComment = (userId: number) => or(eq(comments.hidden, false), eq(comments.authorId, userId));

/** A comment the member can see, on a post they can see, in an active circle, or 404. */
export async function findVisibleComment(ctx: AppContext, options: { commentId: number; userId: number }) {
  const [comment] = await ctx.db
    .select({
      id: comments.id,
      postId: comments.postId,
      authorId: comments.authorId,
      isMember: isMemberOf(posts.circleId, options.userId),
    })
    .from(comments)
    .innerJoin(posts, and(eq(posts.id, comments.postId), visiblePost(options.userId)))
    .innerJoin(circles, and(eq(circles.id, posts.circleId), eq(circles.active, true)))
    .where(and(eq(comments.id, options.commentId), visibleComment(options.userId)));
  if (!comment) throw notFound(CIRCLE_MESSAGES.commentNotFound);
  return comment;
}

/**
 * Only its author deletes a comment (also on a hidden post or in a deactivated circle). For anyone
 * else the refusal is 403 when they can see the comment, else 404.
 */
export async function refuseCommentDeletion(
  ctx: AppContext,
  options: { commentId: number; userId: number },
): Promise<never> {
  await findVisibleComment(ctx, options);
  throw forbidden(CIRCLE_MESSAGES.notYourComment);
}
