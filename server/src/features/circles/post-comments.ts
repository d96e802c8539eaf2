import { CIRCLE_MESSAGES, type Comment, type CreatedCommentSchema } from '@contract/circles';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext, MemberUser } from '../../context';
import { comments, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { requireMembership } from '../../policies/circle';
import { refuseCommentDeletion, visibleComment } from '../../policies/comment';
import { findVisiblePost } from '../../policies/post';
import type { LocaleHint } from '../care';
import { announceComments } from './announce-counts';
import { careFor } from './circle-care';
import { displayName } from './present-post';

/** The newest comments a post shows, oldest first; a longer thread shows its latest 200. */
const COMMENTS_SHOWN = 200;

interface CommentRow {
  id: number;
  postId: number;
  authorId: number | null;
  firstName: string | null;
  lastName: string | null;
  language: string | null;
  avatar: string | null;
  content: string;
  hidden: boolean;
  createdAt: Date;
}

function presentComment(row: CommentRow, viewerId: number): Comment {
  const isOwn = row.authorId === viewerId;
  return {
    id: row.id,
    postId: row.postId,
    authorId: row.authorId,
    authorName: displayName(row),
    authorAvatar: row.avatar,
    content: row.content,
    date: row.createdAt.toISOString(),
    isOwn,
    isHidden: isOwn && row.hidden,
  };
}

/** A visible post's comments; others' hidden comments are left out. */
export async function listComments(ctx: AppContext, options: { postId: number; userId: number }): Promise<Comment[]> {
  await findVisiblePost(ctx, options);
  const rows = await ctx.db
    .select({
      id: comments.id,
      postId: comments.postId,
      authorId: comments.authorId,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      avatar: users.profilePhotoUrl,
      content: comments.content,
      hidden: comments.hidden,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(and(eq(comments.postId, options.postId), visibleComment(options.userId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENTS_SHOWN);
  return rows.reverse().map((row) => presentComment(row, options.userId));
}

/**
 * A member's comment on a post of their circle; crisis language is published and flagged. A post
 * deleted meanwhile is a 404.
 */
export async function createComment(
  ctx: AppContext,
  options: { postId: number; author: MemberUser; content: string; locale: LocaleHint },
): Promise<import('zod').input<typeof CreatedCommentSchema>> {
  const { author } = options;
  requireMembership(await findVisiblePost(ctx, { postId: options.postId, userId: author.id }));
  const care = await careFor(ctx, { text: options.content, locale: options.locale, language: author.language });
  const [row] = await whileParentExists(
    ctx.db
      .insert(comments)
      .values({
        postId: options.postId,
        authorId: author.id,
        content: options.content,
        careFlag: care.careFlag,
        createdAt: ctx.now(),
      })
      .returning(),
    notFound(CIRCLE_MESSAGES.postNotFound),
  );
  if (!row) throw new Error('insert returned no comment');
  await announceComments(ctx, row.postId);
  const comment = presentComment(
    {
      ...row,
      firstName: author.firstName,
      lastName: author.lastName,
      language: author.language,
      avatar: author.profilePhotoUrl,
    },
    author.id,
  );
  return { ...comment, careMessage: care.careMessage };
}

/**
 * Deletes the member's own comment (and its reports), wherever it is: also on a post that is now
 * hidden or in a circle that was deactivated, since one may always take back what one wrote.
 * Another member's comment is a 403 if the member can see it, else a 404.
 */
export async function deleteComment(ctx: AppContext, options: { commentId: number; userId: number }) {
  const deleted = await ctx.db
    .delete(comments)
    .where(and(eq(comments.id, options.commentId), eq(comments.authorId, options.userId)))
    .returning({ id: comments.id, postId: comments.postId });
  const [gone] = deleted;
  if (gone) {
    await announceComments(ctx, gone.postId);
    return { deleted: true as const };
  }
  return refuseCommentDeletion(ctx, options);
}
