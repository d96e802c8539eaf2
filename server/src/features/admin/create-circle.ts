import { ADMIN_MESSAGES, type AdminCircle } from '@contract/admin';
import type { AppContext, Member } from '../../context';
import { circles } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { presentCircle } from './present';
import { recordAudit } from './record-audit';

/** Makes a circle; the unique index on its name refuses a second one of the same name, even in a race. */
export async function createCircle(
  ctx: AppContext,
  options: { member: Member; input: { name: string; description: string; active: boolean } },
): Promise<AdminCircle> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(circles)
        .values({ ...options.input, createdAt: now })
        .returning();
      if (!row) throw new Error('circle insert returned nothing');
      const circle = presentCircle(row);
      await recordAudit(tx, {
        member: options.member,
        now,
        change: { action: 'create', objectType: 'circle', objectId: row.id, before: null, after: circle },
      });
      return circle;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ADMIN_MESSAGES.circleNameTaken);
    throw error;
  }
}
