import type { AdminEvent } from '@contract/admin';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circleEvents, circles } from '../../db/schema';
import { presentEvent } from './present';
import type { Tx } from './record-audit';

const eventsWithCircle = (db: Tx) =>
  db
    .select({ event: circleEvents, circleName: circles.name })
    .from(circleEvents)
    .leftJoin(circles, eq(circles.id, circleEvents.circleId));

/** Every event of every circle, newest first. */
export async function listEvents(ctx: AppContext): Promise<AdminEvent[]> {
  const rows = await eventsWithCircle(ctx.db).orderBy(desc(circleEvents.createdAt), desc(circleEvents.id));
  return rows.map((row) => presentEvent(row.event, row.circleName));
}

/** One event as the admin API shows it, read in the caller's transaction. */
export async function findEvent(tx: Tx, eventId: number): Promise<AdminEvent | null> {
  const [row] = await eventsWithCircle(tx).where(eq(circleEvents.id, eventId));
  return row ? presentEvent(row.event, row.circleName) : null;
}
