import { ADMIN_MESSAGES } from '@contract/admin';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { circleEvents } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findEvent } from './list-events';
import { recordAudit } from './record-audit';

/** Deletes an event and its RSVPs (the foreign key cascades), recording what it was. */
export async function deleteEvent(ctx: AppContext, options: { member: Member; eventId: number }) {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: circleEvents.id })
      .from(circleEvents)
      .where(eq(circleEvents.id, options.eventId))
      .for('update');
    const before = locked && (await findEvent(tx, locked.id));
    if (!before) throw notFound(ADMIN_MESSAGES.eventNotFound);
    await tx.delete(circleEvents).where(eq(circleEvents.id, before.id));
    await recordAudit(tx, {
      member: options.member,
      now,
      change: { action: 'delete', objectType: 'event', objectId: before.id, before, after: null },
    });
  });
  return { deleted: true as const };
}
