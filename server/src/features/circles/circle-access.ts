import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, type Column, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleMembers, circles, comments, posts } from '../../db/schema';
import { col } from '../../db/sql-column';
import { forbidden, notFound } from '../../lib/app-error';

/** Whether `userId` has joined the circle whose id is the SQL `circleId`. */
export const isMemberOf = (circleId: Column, userId: number) =>
  sql<boolean>`exists (select 1 from ${circleMembers} where ${col(circleMembers.circleId)} = ${col(circleId)} and ${col(circleMembers.userId)} = ${userId})`;

/**
 * A circle as members reach it: an inactive circle is gone for them (404); administrators keep it
 * in the admin API.
 */
export async function findActiveCircle(ctx: AppContext, options: { circleId: number; userId: number }) {
  const [circle] = await ctx.db
    .select({ id: circles.id, name: circles.name, isMember: isMemberOf(circles.id, options.userId) })
    .from(circles)
    .where(and(eq(circles.id, options.circleId), eq(circles.active, true)));
  if (!circle) throw notFound(CIRCLE_MESSAGES.circleNotFound);
  return circle;
}

/** Posting, commenting, liking and RSVP are for the circle's members. */
export function requireMembership(target: { isMember: boolean }): void {
  if (!target.isMember) throw forbidden(CIRCLE_MESSAGES.notAMember);
}

/** Others' hidden posts and comments do not exist for a member; their author still sees them. */
const visiblePost = (userId: number) => or(eq(posts.hidden, false), eq(posts.authorId, userId));
export const visibleComment = (userId: number) => or(eq(comments.hidden, false), eq(comments.authorId, userId));

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
