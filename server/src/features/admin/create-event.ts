import { ADMIN_MESSAGES, type AdminEvent } from '@contract/admin';
import type { AppContext, Member } from '../../context';
import { circleEvents } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { findEvent } from './list-events';
import { recordAudit } from './record-audit';

export interface EventInput {
  circleId: number;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
}

/**
 * Makes an event in a circle. Its maker is the signed-in administrator, whatever the body said; the
 * foreign key refuses a circle that does not exist (or is deleted meanwhile).
 */
export async function createEvent(
  ctx: AppContext,
  options: { member: Member; input: EventInput },
): Promise<AdminEvent> {
  const { member, input } = options;
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(circleEvents)
        .values({
          circleId: input.circleId,
          title: input.title,
          date: input.date,
          time: input.time,
          location: input.location,
          description: input.description,
          createdBy: member.user.id,
          createdAt: now,
        })
        .returning({ id: circleEvents.id });
      const event = row && (await findEvent(tx, row.id));
      if (!event) throw new Error('event insert returned nothing');
      await recordAudit(tx, {
        member,
        now,
        change: { action: 'create', objectType: 'event', objectId: event.id, before: null, after: event },
      });
      return event;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw badRequest(ADMIN_MESSAGES.unknownCircle);
    throw error;
  }
}
