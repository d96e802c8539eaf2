import { ADMIN_MESSAGES, type AdminCircle } from '@contract/admin';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { circles } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { presentCircle } from './present';
import { recordAudit } from './record-audit';

/** Renames, redescribes or (de)activates a circle; an inactive circle leaves the members' Discover list. */
export async function updateCircle(
  ctx: AppContext,
  options: { member: Member; circleId: number; input: { name?: string; description?: string; active?: boolean } },
): Promise<AdminCircle> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [current] = await tx.select().from(circles).where(eq(circles.id, options.circleId)).for('update');
      if (!current) throw notFound(ADMIN_MESSAGES.circleNotFound);
      const [row] = await tx.update(circles).set(options.input).where(eq(circles.id, current.id)).returning();
      if (!row) throw notFound(ADMIN_MESSAGES.circleNotFound);
      const before = presentCircle(current);
      const after = presentCircle(row);
      await recordAudit(tx, {
        member: options.member,
        now,
        change: { action: 'update', objectType: 'circle', objectId: row.id, before, after },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.circleNameTaken);
    throw error;
  }
}
