import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, type Column, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { circleMembers, circles } from '../db/schema';
import { col } from '../db/sql-column';
import { forbidden, notFound } from '../lib/app-error';

/**
 * Who may do what in a Wellness Circle: an inactive circle is gone for members (administrators keep
 * it in the admin API); posting, commenting, liking, RSVPs and reports are for the circle's members.
 */

/** Whether `userId` has joined the circle whose id is the SQL `circleId`. */
export const isMemberOf = (circleId: Column, userId: number) =>
  sql<boolean>`exists (select 1 from ${circleMembers} where ${col(circleMembers.circleId)} = ${col(circleId)} and ${col(circleMembers.userId)} = ${userId})`;

/** A circle as members reach it: an inactive circle is gone for them (404). */
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
