import { CIRCLE_MESSAGES, type CreatedPostSchema } from '@contract/circles';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext, MemberUser } from '../../context';
import { postMedia, posts } from '../../db/schema';
import { col } from '../../db/sql-column';
import { badRequest, notFound } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { extractTags } from '../../lib/post-tags';
import { findActiveCircle, requireMembership } from '../../policies/circle';
import type { LocaleHint } from '../care';
import { careFor } from './circle-care';
import { presentMedia, presentPost } from './present-post';

type CreatedPost = import('zod').input<typeof CreatedPostSchema>;

/**
 * Publishes a member's post: trimmed text and/or media uploaded beforehand by this member and not yet
 * on a post. The post and the claim on its media are one transaction: if any media id is not the
 * author's unattached upload, nothing is written. After the commit the circle hears of it (live
 * circles: the post's id, never its words).
 */
export async function createPost(
  ctx: AppContext,
  options: { circleId: number; author: MemberUser; content: string; mediaIds: number[]; locale: LocaleHint },
): Promise<CreatedPost> {
  const { author, content } = options;
  requireMembership(await findActiveCircle(ctx, { circleId: options.circleId, userId: author.id }));
  const mediaIds = [...new Set(options.mediaIds)];
  const care = await careFor(ctx, { text: content, locale: options.locale, language: author.language });

  const written = ctx.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({
        circleId: options.circleId,
        authorId: author.id,
        content,
        tags: extractTags(content, author.language),
        careFlag: care.careFlag,
        createdAt: ctx.now(),
      })
      .returning();
    if (!post) throw new Error('insert returned no post');
    if (mediaIds.length === 0) return { post, media: [] };
    const position = sql.join(
      mediaIds.map((id, index) => sql`when ${id} then ${index}::int`),
      sql` `,
    );
    // Claims the files in one statement: only the author's own, only if no post has them yet.
    const media = await tx
      .update(postMedia)
      .set({ postId: post.id, position: sql`case ${col(postMedia.id)} ${position} end` })
      .where(and(inArray(postMedia.id, mediaIds), eq(postMedia.ownerId, author.id), isNull(postMedia.postId)))
      .returning();
    if (media.length !== mediaIds.length) throw badRequest(CIRCLE_MESSAGES.mediaNotFound);
    return { post, media: media.sort((a, b) => a.position - b.position) };
  });
  // A circle an administrator deleted since it was found: its row is gone and the post with it.
  const { post, media } = await whileParentExists(written, notFound(CIRCLE_MESSAGES.circleNotFound));
  await ctx.realtime.publish({ circleId: post.circleId, kind: 'post', postId: post.id });

  const presented = presentPost(
    {
      ...post,
      firstName: author.firstName,
      lastName: author.lastName,
      language: author.language,
      avatar: author.profilePhotoUrl,
      likes: 0,
      comments: 0,
      isLiked: false,
    },
    media.map(presentMedia),
    author.id,
  );
  return { ...presented, careMessage: care.careMessage };
}
