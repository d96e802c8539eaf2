import { ADMIN_MESSAGES, type AdminComment } from '@contract/admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { comments, reports } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findAdminComment } from './list-admin-comments';
import { recordAudit } from './record-audit';

/** What the audit keeps of a comment. */
const commentSnapshot = (comment: AdminComment) => ({
  postId: comment.postId,
  authorId: comment.authorId,
  content: comment.content,
  isHidden: comment.isHidden,
  openReports: comment.openReports,
});

/**
 * Restores a comment members' reports hid: its open reports are closed and it is shown again, with
 * an audit entry. A comment with nothing to restore is answered as it is, and nothing is written.
 */
export async function restoreComment(
  ctx: AppContext,
  options: { member: Member; commentId: number },
): Promise<AdminComment> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.id, options.commentId))
      .for('update');
    const before = locked && (await findAdminComment(tx, locked.id));
    if (!before) throw notFound(ADMIN_MESSAGES.commentNotFound);
    if (!before.isHidden && before.openReports === 0) return before;
    await tx
      .update(reports)
      .set({ resolvedAt: now })
      .where(and(eq(reports.commentId, before.id), isNull(reports.resolvedAt)));
    await tx.update(comments).set({ hidden: false }).where(eq(comments.id, before.id));
    const after = await findAdminComment(tx, before.id);
    if (!after) throw notFound(ADMIN_MESSAGES.commentNotFound);
    await recordAudit(tx, {
      member: options.member,
      now,
      change: {
        action: 'unhide',
        objectType: 'comment',
        objectId: before.id,
        before: commentSnapshot(before),
        after: commentSnapshot(after),
      },
    });
    return after;
  });
}
