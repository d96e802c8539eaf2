import { initialOf } from '@contract/casing';
import type { Post, PostMedia } from '@contract/circles';
import { DEFAULT_LANGUAGE, isLanguage } from '@contract/languages';
import type { postMedia } from '../../db/schema';
import { uploadUrl } from '../../media/upload-url';

/**
 * What a post's author shows as: first name and initial, so a circle's talk is not searchable by
 * full name. The initial is capitalised by her own language ('ilhan' is 'İ.' for a Turkish
 * speaker), the same for every reader and as her own browser shows it before it is saved.
 */
export function displayName(author: {
  firstName: string | null;
  lastName: string | null;
  language: string | null;
}): string {
  if (!author.firstName) return 'Former member';
  const initial = initialOf(author.lastName ?? '', isLanguage(author.language) ? author.language : DEFAULT_LANGUAGE);
  return initial ? `${author.firstName} ${initial}.` : author.firstName;
}

type MediaRow = Pick<typeof postMedia.$inferSelect, 'id' | 'kind' | 'blobKey' | 'width' | 'height'>;

export function presentMedia(row: MediaRow): PostMedia {
  const type = row.kind === 'video' ? 'video' : 'image';
  return {
    id: row.id,
    type,
    url: uploadUrl(row.blobKey),
    width: row.width,
    height: row.height,
    // The frames the client lays media out in: 3:2 for photos, 16:9 for videos.
    aspectRatio: type === 'video' ? 16 / 9 : 1.5,
  };
}

interface PostRowForViewer {
  id: number;
  circleId: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  /** The author's language, which her initial is capitalised by (null: a former member). */
  language: string | null;
  avatar: string | null;
  content: string;
  tags: string[];
  hidden: boolean;
  createdAt: Date;
  likes: number;
  comments: number;
  isLiked: boolean;
}

export function presentPost(row: PostRowForViewer, media: PostMedia[], viewerId: number): Post {
  const isOwn = row.authorId === viewerId;
  return {
    id: row.id,
    circleId: row.circleId,
    authorId: row.authorId,
    authorName: displayName(row),
    authorAvatar: row.avatar,
    content: row.content,
    date: row.createdAt.toISOString(),
    likes: row.likes,
    comments: row.comments,
    isLiked: row.isLiked,
    tags: row.tags,
    media,
    // Only the author ever receives a hidden post, and is told a moderator hid it.
    isHidden: isOwn && row.hidden,
    isOwn,
  };
}
