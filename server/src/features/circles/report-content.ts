import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '@contract/circles';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { comments, posts, reports } from '../../db/schema';
import { col } from '../../db/sql-column';
import { notFound } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { findVisibleComment } from '../../policies/comment';
import { findVisiblePost } from '../../policies/post';
import { requireMayReport } from '../../policies/report';
import { announceComments } from './announce-counts';

type Target = { kind: 'post'; id: number } | { kind: 'comment'; id: number };

/**
 * Records a report of a post or comment by a member of its circle who can see it (once per member:
 * a repeat is accepted and changes nothing); outsiders get 403. When the open reports of different
 * members reach three, the object is hidden until an administrator decides. The hide is one
 * conditional UPDATE that counts the committed reports itself, so of parallel reports the last to
 * commit always sees all of them. A post so hidden is retracted from open screens of its circle.
 */
export async function reportContent(ctx: AppContext, options: { target: Target; userId: number; reason: string }) {
  const { target, userId } = options;
  const found =
    target.kind === 'post'
      ? await findVisiblePost(ctx, { postId: target.id, userId })
      : await findVisibleComment(ctx, { commentId: target.id, userId });
  requireMayReport(found, userId);

  const column = target.kind === 'post' ? reports.postId : reports.commentId;
  await whileParentExists(
    ctx.db
      .insert(reports)
      .values({
        reporterId: userId,
        ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
        reason: options.reason,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing(),
    notFound(target.kind === 'post' ? CIRCLE_MESSAGES.postNotFound : CIRCLE_MESSAGES.commentNotFound),
  );
  const openReporters = sql`(select count(distinct ${col(reports.reporterId)}) from ${reports}
    where ${col(column)} = ${target.id} and ${col(reports.resolvedAt)} is null)`;
  const enough = sql`${openReporters} >= ${CIRCLE_LIMITS.reportsToHide}`;
  if (target.kind === 'post') {
    const [hidden] = await ctx.db
      .update(posts)
      .set({ hidden: true, hiddenReason: 'reports' })
      .where(and(eq(posts.id, target.id), eq(posts.hidden, false), enough))
      .returning({ circleId: posts.circleId });
    if (hidden) await ctx.realtime.publish({ circleId: hidden.circleId, kind: 'hidden', postId: target.id });
  } else {
    const [hidden] = await ctx.db
      .update(comments)
      .set({ hidden: true })
      .where(and(eq(comments.id, target.id), eq(comments.hidden, false), enough))
      .returning({ postId: comments.postId });
    if (hidden) await announceComments(ctx, hidden.postId);
  }
  return { reported: true as const };
}
