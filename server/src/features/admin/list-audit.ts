import { desc } from 'drizzle-orm';
import { ADMIN_LIMITS, type AuditEntry } from '../../../../contract/admin';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema';
import { afterKeyset, decodeCursor, encodeCursor, keysetTime } from './keyset';

/** A page of administrator changes, newest first. */
export async function listAudit(ctx: AppContext, options: { cursor?: string }): Promise<AuditEntry[]> {
  const after = options.cursor ? afterKeyset(auditLog.createdAt, auditLog.id, decodeCursor(options.cursor)) : undefined;
  const rows = await ctx.db
    .select({ entry: auditLog, time: keysetTime(auditLog.createdAt) })
    .from(auditLog)
    .where(after)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_LIMITS.pageSize);
  return rows.map(({ entry, time }) => ({
    id: entry.id,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    action: entry.action as AuditEntry['action'],
    objectType: entry.objectType as AuditEntry['objectType'],
    objectId: entry.objectId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
    cursor: encodeCursor({ time, id: entry.id }),
  }));
}
