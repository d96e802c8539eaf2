import { ADMIN_LIMITS, ADMIN_MESSAGES, type AuditEntry } from '@contract/admin';
import { desc, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema';
import { badRequest } from '../../lib/app-error';

const MAX_ID = 2_147_483_647;

const encodeCursor = (id: number) => Buffer.from(`audit:${id}`).toString('base64url');

/** The entry id a cursor names; a cursor this API did not make is a 400, never a database error. */
function decodeCursor(cursor: string): number {
  const match = /^audit:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = Number(match?.[1]);
  if (!match || id < 1 || id > MAX_ID) throw badRequest(ADMIN_MESSAGES.badCursor);
  return id;
}

/**
 * A page of administrator changes, newest first, in the order they were applied. That is id order:
 * each change writes its entry after taking its object's row lock, so of two changes to one object
 * the one that commits first has the lower id. `createdAt` is when the change was asked for, before
 * the lock, and may disagree (parallel changes, a clock stepped back), so it only labels an entry.
 */
export async function listAudit(ctx: AppContext, options: { cursor?: string }): Promise<AuditEntry[]> {
  const after = options.cursor ? lt(auditLog.id, decodeCursor(options.cursor)) : undefined;
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(after)
    .orderBy(desc(auditLog.id))
    .limit(ADMIN_LIMITS.pageSize);
  return rows.map((entry) => ({
    id: entry.id,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    actorName: entry.actorName,
    action: entry.action as AuditEntry['action'],
    objectType: entry.objectType as AuditEntry['objectType'],
    objectId: entry.objectId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
    cursor: encodeCursor(entry.id),
  }));
}
