import { and, desc, eq, sql } from 'drizzle-orm';
import { CIRCLE_LIMITS, type FeedPage } from '../../../../contract/circles';
import type { AppContext } from '../../context';
import { circles, comments, postLikes, posts, users } from '../../db/schema';
import { findActiveCircle, visiblePost } from './circle-access';
import { cursorTimestamp, decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { mediaOfPosts, presentPost } from './present-post';
import { col } from './sql-column';

/** A post with its author, counts and the viewer's like, computed in the same query. */
export function postColumns(viewerId: number) {
  return {
    id: posts.id,
    circleId: posts.circleId,
    authorId: posts.authorId,
    firstName: users.firstName,
    lastName: users.lastName,
    avatar: users.profilePhotoUrl,
    content: posts.content,
    tags: posts.tags,
    hidden: posts.hidden,
    createdAt: posts.createdAt,
    cursorAt: cursorTimestamp(posts.createdAt),
    likes: sql<number>`(select count(*)::int from ${postLikes} where ${col(postLikes.postId)} = ${col(posts.id)})`,
    comments: sql<number>`(select count(*)::int from ${comments} where ${col(comments.postId)} = ${col(posts.id)}
      and (${col(comments.hidden)} = false or ${col(comments.authorId)} = ${viewerId}))`,
    isLiked: sql<boolean>`exists (select 1 from ${postLikes}
      where ${col(postLikes.postId)} = ${col(posts.id)} and ${col(postLikes.userId)} = ${viewerId})`,
  };
}

/**
 * A circle's feed, newest first, 20 posts a page. Keyset pagination on (createdAt, id): a page
 * starts strictly after the last post of the one before, so posts written meanwhile cause neither
 * duplicates nor gaps. Two queries a page: the posts with their counts (joined to the circle, so
 * an inactive circle yields none), then their media; an empty page asks whether the circle exists.
 */
export async function listFeed(
  ctx: AppContext,
  options: { circleId: number; userId: number; cursor?: string },
): Promise<FeedPage> {
  const after = options.cursor ? decodeFeedCursor(options.cursor) : null;
  const pageSize = CIRCLE_LIMITS.feedPageSize;
  const rows = await ctx.db
    .select(postColumns(options.userId))
    .from(posts)
    .innerJoin(circles, and(eq(circles.id, posts.circleId), eq(circles.active, true)))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        eq(posts.circleId, options.circleId),
        visiblePost(options.userId),
        after
          ? sql`(${col(posts.createdAt)}, ${col(posts.id)}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(pageSize + 1);
  if (rows.length === 0) await findActiveCircle(ctx, options);
  const page = rows.slice(0, pageSize);
  const media = await mediaOfPosts(
    ctx,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    posts: page.map((row) => presentPost(row, media.get(row.id) ?? [], options.userId)),
    nextCursor: rows.length > pageSize && last ? encodeFeedCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}
