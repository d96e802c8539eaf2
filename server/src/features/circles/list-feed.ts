import { CIRCLE_LIMITS, type FeedPage } from '@contract/circles';
import type { AppContext } from '../../context';
import { type FeedPost, readFeedPage } from '../../db/statements/feed-page';
import { findActiveCircle } from '../../policies/circle';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { presentMedia, presentPost } from './present-post';

const PAGE_SIZE = CIRCLE_LIMITS.feedPageSize;

/**
 * A circle's feed, newest first, 20 posts a page. Keyset pagination on (createdAt, id): a page
 * starts strictly after the last post of the one before, so posts written meanwhile cause neither
 * duplicates nor gaps. One prepared statement a page (the feed is the community's hottest read);
 * an empty page asks whether the circle exists.
 */
export async function listFeed(
  ctx: AppContext,
  options: { circleId: number; userId: number; cursor?: string },
): Promise<FeedPage> {
  const after = options.cursor ? decodeFeedCursor(options.cursor) : null;
  const rows = await readFeedPage(ctx.database, {
    circleId: options.circleId,
    viewerId: options.userId,
    after: after && { at: after.createdAt, id: after.id },
  });
  if (rows.length === 0) await findActiveCircle(ctx, options);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: page.map((row) => toPost(row, options)),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeFeedCursor({ createdAt: last.at, id: last.id }) : null,
  };
}

/** A row of the feed's statement as the post the viewer sees. */
function toPost(row: FeedPost, options: { circleId: number; userId: number }) {
  const { media, at, ...post } = row;
  // The cursor's time to the microsecond; the post's date to the millisecond, as a Date keeps it.
  const createdAt = new Date(`${at.slice(0, 23)}Z`);
  return presentPost({ ...post, circleId: options.circleId, createdAt }, media.map(presentMedia), options.userId);
}
