import { CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { circleEvents, circles, eventRsvps } from '../../db/schema';
import { col } from '../../db/sql-column';
import { conflict, notFound } from '../../lib/app-error';
import { isMemberOf, requireMembership } from '../../policies/circle';
import { attendeeCount, spotsLeft } from './circle-events';
import { todayOf } from './list-circles';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The event in an active circle, locked for the rest of the transaction when `lock` is set. */
async function findEvent(tx: Tx | Db, eventId: number, userId: number, lock: boolean) {
  const query = tx
    .select({
      id: circleEvents.id,
      date: circleEvents.date,
      capacity: circleEvents.capacity,
      isMember: isMemberOf(circleEvents.circleId, userId),
    })
    .from(circleEvents)
    .innerJoin(circles, and(eq(circles.id, circleEvents.circleId), eq(circles.active, true)))
    .where(eq(circleEvents.id, eventId));
  const [event] = await (lock ? query.for('update', { of: circleEvents }) : query);
  if (!event) throw notFound(CIRCLE_MESSAGES.eventNotFound);
  return event;
}

async function rsvpState(tx: Tx | Db, event: { id: number; capacity: number | null }, userId: number) {
  const [row] = await tx
    .select({
      attendees: attendeeCount(circleEvents.id),
      isRSVPed: sql<boolean>`exists (select 1 from ${eventRsvps}
        where ${col(eventRsvps.eventId)} = ${col(circleEvents.id)} and ${col(eventRsvps.userId)} = ${userId})`,
    })
    .from(circleEvents)
    .where(eq(circleEvents.id, event.id));
  const attendees = row?.attendees ?? 0;
  return { isRSVPed: row?.isRSVPed ?? false, attendees, spots: spotsLeft(event.capacity, attendees) };
}

/**
 * RSVPs a member of the event's circle to an upcoming event. The event row is locked while the
 * attendees are counted and the RSVP written, so parallel RSVPs take turns and never pass the
 * capacity; an RSVP that is already there is kept, even at capacity.
 */
export async function rsvpEvent(ctx: AppContext, options: { eventId: number; userId: number }) {
  const { userId } = options;
  return ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, options.eventId, userId, true);
    requireMembership(event);
    if (event.date < todayOf(ctx)) throw conflict(CIRCLE_MESSAGES.eventPassed);
    const before = await rsvpState(tx, event, userId);
    if (before.isRSVPed) return before;
    if (before.spots === 0) throw conflict(CIRCLE_MESSAGES.eventFull);
    await tx.insert(eventRsvps).values({ eventId: event.id, userId, createdAt: ctx.now() }).onConflictDoNothing();
    return rsvpState(tx, event, userId);
  });
}

/** Withdraws a member's RSVP; withdrawing twice is not an error, and needs no membership. */
export async function cancelRsvp(ctx: AppContext, options: { eventId: number; userId: number }) {
  const event = await findEvent(ctx.db, options.eventId, options.userId, false);
  await ctx.db.delete(eventRsvps).where(and(eq(eventRsvps.eventId, event.id), eq(eventRsvps.userId, options.userId)));
  return rsvpState(ctx.db, event, options.userId);
}
