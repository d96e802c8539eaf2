import type { AuditAction, AuditObjectType } from '@contract/admin';
import type { Member } from '../../context';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** A transaction or the database: audit entries are written by the transaction that makes the change. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

interface AuditChange {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one audit entry for an administrator's change; call it inside the change's transaction.
 * The actor's name and email are copied in, so the entry still says who acted once the account is gone.
 */
export async function recordAudit(tx: Tx, options: { member: Member; now: Date; change: AuditChange }) {
  const { member, now, change } = options;
  await tx.insert(auditLog).values({
    actorId: member.user.id,
    actorEmail: member.user.email,
    actorName: `${member.user.firstName} ${member.user.lastName}`.trim() || null,
    ...change,
    createdAt: now,
  });
}
