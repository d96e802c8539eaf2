import { and, eq, isNull } from 'drizzle-orm';
import { reports } from '../../db/schema';
import type { Tx } from './record-audit';

/** Marks the post's open reports as dealt with: an administrator has looked at the post. */
export async function settleReports(tx: Tx, options: { postId: number; now: Date }): Promise<number> {
  const settled = await tx
    .update(reports)
    .set({ resolvedAt: options.now })
    .where(and(eq(reports.postId, options.postId), isNull(reports.resolvedAt)))
    .returning({ id: reports.id });
  return settled.length;
}
