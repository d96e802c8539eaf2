import type { AdminPost } from '@contract/admin';
import { CIRCLE_MESSAGES } from '@contract/circles';
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findAdminPost } from './list-admin-posts';
import type { Tx } from './record-audit';

/** What the audit keeps of a post. */
export const postSnapshot = (post: AdminPost) => ({
  circleId: post.circleId,
  authorId: post.authorId,
  content: post.content,
  tags: post.tags,
  isHidden: post.isHidden,
  hiddenReason: post.hiddenReason,
  openReports: post.openReports,
  media: post.media.length,
});

/** The post, locked until the transaction ends, as the admin API shows it; 404 when missing. */
export async function lockPost(tx: Tx, postId: number): Promise<AdminPost> {
  const [locked] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
  const post = locked && (await findAdminPost(tx, locked.id));
  if (!post) throw notFound(CIRCLE_MESSAGES.postNotFound);
  return post;
}
