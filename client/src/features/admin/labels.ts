import type { AdminEvent, AdminPost } from '@contract/admin';
import { t } from '@/lib/i18n';

/** The circle's name, or 'Circle #{id}' when it has none (read at render, in the member's language). */
export const circleLabel = (row: Pick<AdminPost | AdminEvent, 'circleId' | 'circleName'>) =>
  row.circleName || t('admin.circleFallback', { id: row.circleId });

/** The author's name, or 'User #{id}' when it has none ('Former member' once the account is gone). */
export const authorLabel = (post: Pick<AdminPost, 'authorId' | 'authorName'>) =>
  post.authorName || (post.authorId === null ? t('Former member') : t('admin.userFallback', { id: post.authorId }));
