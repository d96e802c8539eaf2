import type { AdminPost } from '@contract/admin';
import { CIRCLE_MESSAGES } from '@contract/circles';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { posts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findAdminPost } from './list-admin-posts';
import { lockPost, postSnapshot } from './lock-post';
import { recordAudit } from './record-audit';
import { settleReports } from './settle-reports';

/**
 * Closes the post's open reports without acting on it: a post the reports had hidden is shown again;
 * one a moderator hid stays hidden.
 */
export async function dismissReports(ctx: AppContext, options: { member: Member; postId: number }): Promise<AdminPost> {
  const now = ctx.now();
  let reshown = false;
  const dismissed = await ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, options.postId);
    const settled = await settleReports(tx, { postId: before.id, now });
    const reshow = before.hiddenReason === 'reports';
    reshown = reshow;
    if (reshow) await tx.update(posts).set({ hidden: false, hiddenReason: null }).where(eq(posts.id, before.id));
    const after = await findAdminPost(tx, before.id);
    if (!after) throw notFound(CIRCLE_MESSAGES.postNotFound);
    if (settled === 0 && !reshow) return after;
    await recordAudit(tx, {
      member: options.member,
      now,
      change: {
        action: 'dismiss-reports',
        objectType: 'post',
        objectId: before.id,
        before: postSnapshot(before),
        after: postSnapshot(after),
      },
    });
    return after;
  });
  // A post shown again is news to open screens of its circle, which read it (live circles).
  if (reshown) await ctx.realtime.publish({ circleId: dismissed.circleId, kind: 'post', postId: dismissed.id });
  return dismissed;
}
