import type { CircleEvent } from '@contract/circles';
import { and, asc, type Column, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleEvents, circles, eventRsvps } from '../../db/schema';
import { col } from '../../db/sql-column';
import { findActiveCircle } from '../../policies/circle';
import { todayOf } from './list-circles';

/** The hub's Events tab shows this many upcoming events, soonest first. */
const HUB_EVENTS_SHOWN = 50;

/** The places left at an event; null when it has no capacity. */
export const spotsLeft = (capacity: number | null, attendees: number) =>
  capacity === null ? null : Math.max(0, capacity - attendees);

/** The number attending the event whose id is the SQL `eventId`. */
export const attendeeCount = (eventId: Column) =>
  sql<number>`(select count(*)::int from ${eventRsvps} where ${col(eventRsvps.eventId)} = ${col(eventId)})`;

function eventColumns(userId: number) {
  return {
    id: circleEvents.id,
    circleId: circleEvents.circleId,
    circle: circles.name,
    title: circleEvents.title,
    date: circleEvents.date,
    time: circleEvents.time,
    location: circleEvents.location,
    description: circleEvents.description,
    capacity: circleEvents.capacity,
    attendees: attendeeCount(circleEvents.id),
    isRSVPed: sql<boolean>`exists (select 1 from ${eventRsvps}
      where ${col(eventRsvps.eventId)} = ${col(circleEvents.id)} and ${col(eventRsvps.userId)} = ${userId})`,
  };
}

type EventRow = Omit<CircleEvent, 'spots'> & { capacity: number | null };

const present = ({ capacity, ...event }: EventRow): CircleEvent => ({
  ...event,
  spots: spotsLeft(capacity, event.attendees),
});

/**
 * Upcoming events (today on) of active circles, soonest first: of one circle, or, for the hub's
 * Events tab, of every active circle (the member's own among them).
 */
export async function listEvents(
  ctx: AppContext,
  options: { userId: number; circleId?: number },
): Promise<CircleEvent[]> {
  if (options.circleId !== undefined)
    await findActiveCircle(ctx, { circleId: options.circleId, userId: options.userId });
  const rows = await ctx.db
    .select(eventColumns(options.userId))
    .from(circleEvents)
    .innerJoin(circles, and(eq(circles.id, circleEvents.circleId), eq(circles.active, true)))
    .where(
      and(
        gte(circleEvents.date, todayOf(ctx)),
        options.circleId === undefined ? undefined : eq(circleEvents.circleId, options.circleId),
      ),
    )
    .orderBy(asc(circleEvents.date), asc(circleEvents.time), asc(circleEvents.id))
    .limit(HUB_EVENTS_SHOWN);
  return rows.map(present);
}
