import type { AdminPost, AuditAction } from '@contract/admin';
import { CIRCLE_MESSAGES } from '@contract/circles';
import { DEFAULT_LANGUAGE } from '@contract/languages';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { posts, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { extractTags } from '../../lib/post-tags';
import { findAdminPost } from './list-admin-posts';
import { lockPost, postSnapshot } from './lock-post';
import { recordAudit } from './record-audit';
import { settleReports } from './settle-reports';

/**
 * Hides or shows a post, or saves its edited content. A post an administrator hides is hidden by
 * a moderator (its author is told so in the feed), whatever hid it before; deciding on visibility
 * settles the post's open reports.
 */
export async function updatePost(
  ctx: AppContext,
  options: { member: Member; postId: number; input: { isHidden?: boolean; content?: string } },
): Promise<AdminPost> {
  const { member, input } = options;
  const now = ctx.now();
  let visibility: 'hidden' | 'post' | undefined;
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await lockPost(tx, options.postId);
    const changes: Partial<typeof posts.$inferInsert> = {};
    const contentChanged = input.content !== undefined && input.content !== before.content;
    if (contentChanged && input.content !== undefined) {
      if (input.content === '' && before.media.length === 0) throw badRequest(CIRCLE_MESSAGES.emptyPost);
      changes.content = input.content;
      // Her words' tags by her language, as when she posted them.
      const [author] = await tx
        .select({ language: users.language })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(eq(posts.id, before.id));
      changes.tags = extractTags(input.content, author?.language ?? DEFAULT_LANGUAGE);
    }
    if (input.isHidden === true && before.hiddenReason !== 'moderator') {
      Object.assign(changes, { hidden: true, hiddenReason: 'moderator' });
      if (!before.isHidden) visibility = 'hidden';
    } else if (input.isHidden === false && before.isHidden) {
      Object.assign(changes, { hidden: false, hiddenReason: null });
      visibility = 'post';
    }
    const settled = input.isHidden === undefined ? 0 : await settleReports(tx, { postId: before.id, now });
    if (Object.keys(changes).length > 0) await tx.update(posts).set(changes).where(eq(posts.id, before.id));
    const after = await findAdminPost(tx, before.id);
    if (!after) throw notFound(CIRCLE_MESSAGES.postNotFound);
    if (Object.keys(changes).length === 0 && settled === 0) return after;
    const action: AuditAction = contentChanged ? 'update' : input.isHidden ? 'hide' : 'unhide';
    await recordAudit(tx, {
      member,
      now,
      change: {
        action,
        objectType: 'post',
        objectId: before.id,
        before: postSnapshot(before),
        after: postSnapshot(after),
      },
    });
    return after;
  });
  // Open screens of the circle retract a post hidden now, and read one shown again (live circles).
  if (visibility) await ctx.realtime.publish({ circleId: updated.circleId, kind: visibility, postId: updated.id });
  return updated;
}
