import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleMembers, circles } from '../../db/schema';
import { col } from '../../db/sql-column';
import { notFound } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { findActiveCircle } from '../../policies/circle';
import { memberCount } from './list-circles';

async function membershipState(ctx: AppContext, circleId: number, userId: number) {
  const [state] = await ctx.db
    .select({
      members: sql<number>`${col(circles.baseMembers)} + ${memberCount(circles.id)}`,
      isJoined: sql<boolean>`exists (select 1 from ${circleMembers}
        where ${col(circleMembers.circleId)} = ${col(circles.id)} and ${col(circleMembers.userId)} = ${userId})`,
    })
    .from(circles)
    .where(eq(circles.id, circleId));
  return state ?? { members: 0, isJoined: false };
}

/**
 * Joins an active circle; joining twice is one membership (the primary key), not an error. A circle
 * deleted meanwhile is a 404.
 */
export async function joinCircle(ctx: AppContext, options: { circleId: number; userId: number }) {
  await findActiveCircle(ctx, options);
  await whileParentExists(
    ctx.db
      .insert(circleMembers)
      .values({ circleId: options.circleId, userId: options.userId, joinedAt: ctx.now() })
      .onConflictDoNothing(),
    notFound(CIRCLE_MESSAGES.circleNotFound),
  );
  return membershipState(ctx, options.circleId, options.userId);
}

/** Leaves a circle; the member's posts and comments stay. Leaving twice is not an error. */
export async function leaveCircle(ctx: AppContext, options: { circleId: number; userId: number }) {
  await findActiveCircle(ctx, options);
  await ctx.db
    .delete(circleMembers)
    .where(and(eq(circleMembers.circleId, options.circleId), eq(circleMembers.userId, options.userId)));
  return membershipState(ctx, options.circleId, options.userId);
}
