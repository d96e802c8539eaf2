import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { circles, posts } from '../db/schema';
import { forbidden, notFound } from '../lib/app-error';
import { isMemberOf } from './circle';

/** Others' hidden posts do not exist for a member; their author still sees them. */
export const visiblePost = (userId: number) => or(eq(posts.hidden, false), eq(posts.authorId, userId));

/** A post the member can see, in an active circle, or 404. */
export async function findVisiblePost(ctx: AppContext, options: { postId: number; userId: number }) {
  const [post] = await ctx.db
    .select({
      id: posts.id,
      circleId: posts.circleId,
      authorId: posts.authorId,
      isMember: isMemberOf(posts.circleId, options.userId),
    })
    .from(posts)
    .innerJoin(circles, and(eq(circles.id, posts.circleId), eq(circles.active, true)))
    .where(and(eq(posts.id, options.postId), visiblePost(options.userId)));
  if (!post) throw notFound(CIRCLE_MESSAGES.postNotFound);
  return post;
}

/**
 * Only its author deletes a post (wherever it now is: one may always take back what one wrote). For
 * anyone else the refusal is 403 when they can see the post, else 404: it does not exist for them.
 */
export async function refusePostDeletion(ctx: AppContext, options: { postId: number; userId: number }): Promise<never> {
  await findVisiblePost(ctx, options);
  throw forbidden(CIRCLE_MESSAGES.notYourPost);
}
