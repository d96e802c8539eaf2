import { asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { subscriptionEvents } from '../src/db/schema';

/** A member's billing history (subscription_events), oldest first, as the tests compare it. */
export async function billingHistory(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.userId, userId))
    .orderBy(asc(subscriptionEvents.id));
  return rows.map((row) => ({ type: row.type, subscriptionId: row.subscriptionId, data: row.data }));
}
