import type { Circle, CirclePreview } from '@contract/circles';
import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, asc, type Column, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleEvents, circleMembers, circles, posts } from '../../db/schema';
import { col } from '../../db/sql-column';
import { notFound } from '../../lib/app-error';
import { isMemberOf } from '../../policies/circle';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Today's date in UTC: an event stays upcoming through its whole day (its time is the organiser's). */
export const todayOf = (ctx: AppContext) => ctx.now().toISOString().slice(0, 10);

/** The member count of the circle whose id is the SQL `circleId`: its sample base plus real members. */
export const memberCount = (circleId: Column) =>
  sql<number>`(select count(*)::int from ${circleMembers} where ${col(circleMembers.circleId)} = ${col(circleId)})`;

/** A circle with every count derived from the stored rows, in one query. */
function circleColumns(ctx: AppContext, userId: number) {
  const weekAgo = new Date(ctx.now().getTime() - WEEK_MS);
  return {
    id: circles.id,
    name: circles.name,
    description: circles.description,
    members: sql<number>`${col(circles.baseMembers)} + ${memberCount(circles.id)}`,
    activeDiscussions: sql<number>`(select count(*)::int from ${posts}
      where ${col(posts.circleId)} = ${col(circles.id)} and ${col(posts.hidden)} = false and ${col(posts.createdAt)} > ${weekAgo})`,
    upcomingEvents: sql<number>`(select count(*)::int from ${circleEvents}
      where ${col(circleEvents.circleId)} = ${col(circles.id)} and ${col(circleEvents.date)} >= ${todayOf(ctx)})`,
    isJoined: isMemberOf(circles.id, userId),
  };
}

/** Discover (every active circle) or My Circles (the active ones the member joined). */
export async function listCircles(
  ctx: AppContext,
  options: { userId: number; joinedOnly: boolean },
): Promise<Circle[]> {
  return ctx.db
    .select(circleColumns(ctx, options.userId))
    .from(circles)
    .where(and(eq(circles.active, true), options.joinedOnly ? isMemberOf(circles.id, options.userId) : undefined))
    .orderBy(asc(circles.id));
}

/**
 * The hub as a free member may see it: every active circle with its counts, and nothing a member
 * wrote (the posts, comments, members and events stay behind Premium).
 */
export async function previewCircles(ctx: AppContext): Promise<CirclePreview[]> {
  const { id, name, description, members, activeDiscussions, upcomingEvents } = circleColumns(ctx, 0);
  return ctx.db
    .select({ id, name, description, members, activeDiscussions, upcomingEvents })
    .from(circles)
    .where(eq(circles.active, true))
    .orderBy(asc(circles.id));
}

/** One active circle with its counts, or 404. */
export async function getCircle(ctx: AppContext, options: { circleId: number; userId: number }): Promise<Circle> {
  const [circle] = await ctx.db
    .select(circleColumns(ctx, options.userId))
    .from(circles)
    .where(and(eq(circles.id, options.circleId), eq(circles.active, true)));
  if (!circle) throw notFound(CIRCLE_MESSAGES.circleNotFound);
  return circle;
}
