import { ADMIN_MESSAGES, type AdminEvent } from '@contract/admin';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { circleEvents } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { EventInput } from './create-event';
import { findEvent } from './list-events';
import { recordAudit } from './record-audit';

/** Changes the fields sent; an event edited without a date keeps its date. */
export async function updateEvent(
  ctx: AppContext,
  options: { member: Member; eventId: number; input: Partial<EventInput> },
): Promise<AdminEvent> {
  const { member, input } = options;
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: circleEvents.id })
        .from(circleEvents)
        .where(eq(circleEvents.id, options.eventId))
        .for('update');
      const before = locked && (await findEvent(tx, locked.id));
      if (!before) throw notFound(ADMIN_MESSAGES.eventNotFound);
      // Only the event's own fields: createdBy stays whoever made it.
      await tx
        .update(circleEvents)
        .set({
          circleId: input.circleId,
          title: input.title,
          date: input.date,
          time: input.time,
          location: input.location,
          description: input.description,
        })
        .where(eq(circleEvents.id, before.id));
      const after = await findEvent(tx, before.id);
      if (!after) throw notFound(ADMIN_MESSAGES.eventNotFound);
      await recordAudit(tx, {
        member,
        now,
        change: { action: 'update', objectType: 'event', objectId: after.id, before, after },
      });
      return after;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(ADMIN_MESSAGES.unknownCircle);
    throw error;
  }
}
