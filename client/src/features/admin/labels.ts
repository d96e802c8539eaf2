import type { AdminEvent, AdminPost } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';

/** The circle's name, or 'Circle #{id}' when it has none. */
export const circleLabel = (row: Pick<AdminPost | AdminEvent, 'circleId' | 'circleName'>) =>
  row.circleName || ADMIN_TEXT.posts.circleFallback(row.circleId);

/** The author's name, or 'User #{id}' when it has none. */
export const authorLabel = (post: Pick<AdminPost, 'authorId' | 'authorName'>) =>
  post.authorName || ADMIN_TEXT.posts.authorFallback(post.authorId);
