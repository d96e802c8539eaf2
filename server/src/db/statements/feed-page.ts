import { CIRCLE_LIMITS } from '@contract/circles';
import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { bool, int, listOf, nullable, rowDecoder, text, utcMicros } from './decode-row';
import { firstPageOf } from './first-page';

/** A page of posts and one more, to know whether another page follows. */
export const FEED_PAGE_PROBE = CIRCLE_LIMITS.feedPageSize + 1;

/**
 * One page of a circle's feed with everything a post shows. $1 circle, $2 viewer, $3 and $4 the
 * last post shown, its time and id (the first page is this statement without that line).
 *
 * The page's posts are read first by the feed index (posts_feed_idx), newest first, and only they
 * are joined to their author and counted. Others' hidden posts and comments do not exist for the
 * viewer; their author still sees them. An inactive circle yields no posts. Likes, comments and
 * media are each read once for the whole page, not once per post: every scan that starts asks the
 * embedded engine's file system for the table's size, and twenty posts times three counts made
 * that a tenth of the feed's time. Each post is one JSON array (db/prepared-statement.ts).
 */
export const FEED_PAGE_SQL = `
with page as (
  select p.id, p.author_id, p.content, p.tags, p.hidden, p.created_at
  from posts p
  where p.circle_id = $1 and (p.hidden = false or p.author_id = $2)
    and exists (select 1 from circles c where c.id = $1 and c.active)
    and (p.created_at, p.id) < ($3, $4)
  order by p.created_at desc, p.id desc
  limit ${FEED_PAGE_PROBE}
),
likes as (
  select l.post_id, count(*)::int as total, bool_or(l.user_id = $2) as mine
  from post_likes l where l.post_id in (select id from page)
  group by l.post_id
),
talk as (
  select c.post_id, count(*)::int as total
  from comments c where c.post_id in (select id from page) and (c.hidden = false or c.author_id = $2)
  group by c.post_id
),
media as (
  select m.post_id,
    json_agg(json_build_array(m.id, m.kind, m.blob_key, m.width, m.height) order by m.position, m.id) as list
  from post_media m where m.post_id in (select id from page)
  group by m.post_id
)
select json_build_array(page.id, page.author_id, u.first_name, u.last_name, u.language, u.profile_photo_url, page.content,
  page.tags, page.hidden, to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  coalesce(likes.total, 0), coalesce(likes.mine, false), coalesce(talk.total, 0), coalesce(media.list, '[]'))
from page
left join users u on u.id = page.author_id
left join likes on likes.post_id = page.id
left join talk on talk.post_id = page.id
left join media on media.post_id = page.id
order by page.created_at desc, page.id desc`;

const firstPage = defineStatement(
  'telve_feed_first_page',
  firstPageOf(FEED_PAGE_SQL, 'and (p.created_at, p.id) < ($3, $4)'),
);
const nextPage = defineStatement('telve_feed_next_page', FEED_PAGE_SQL);

const decodeMedia = rowDecoder('feed page media', {
  id: int,
  kind: text,
  blobKey: text,
  width: nullable(int),
  height: nullable(int),
});

const decodePost = rowDecoder('feed page', {
  id: int,
  authorId: nullable(int),
  firstName: nullable(text),
  lastName: nullable(text),
  language: nullable(text),
  avatar: nullable(text),
  content: text,
  tags: listOf(text),
  hidden: bool,
  /** To the microsecond, in UTC: the next page's cursor. */
  at: utcMicros,
  likes: int,
  isLiked: bool,
  comments: int,
  media: listOf(decodeMedia),
});

export type FeedPost = ReturnType<typeof decodePost>;

/** Where a page starts: after the last post shown (its time as utcMicros and id). */
export interface FeedPosition {
  at: string;
  id: number;
}

/** Up to FEED_PAGE_PROBE posts of the circle the viewer may see, newest first, after `after`. */
export async function readFeedPage(
  database: Database,
  options: { circleId: number; viewerId: number; after?: FeedPosition | null },
): Promise<FeedPost[]> {
  const { circleId, viewerId, after } = options;
  const rows = after
    ? await nextPage.run(database, [circleId, viewerId, after.at, after.id])
    : await firstPage.run(database, [circleId, viewerId]);
  return rows.map(([post]) => decodePost(post));
}
