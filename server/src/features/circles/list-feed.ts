import { CIRCLE_LIMITS, type FeedPage, type PostMedia } from '@contract/circles';
import type { AppContext } from '../../context';
import { preparedStatement } from '../../db/prepared-statement';
import { utcMicrosText } from '../../lib/keyset';
import { findActiveCircle } from './circle-access';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';
import { presentMedia, presentPost } from './present-post';

const PAGE_SIZE = CIRCLE_LIMITS.feedPageSize;

/**
 * One page of a circle's feed with everything a post shows, in one statement: the page's posts are
 * read first by the feed index (posts_feed_idx), newest first, and only they are joined to their
 * author and counted (likes, the viewer's like, visible comments, media). Others' hidden posts and
 * comments do not exist for the viewer; their author still sees them. An inactive circle yields no
 * posts. $1 circle, $2 viewer; the next page also $3 and $4, the last post's time and id.
 *
 * Likes, comments and media are each read once for the whole page, not once per post: every scan
 * that starts asks the embedded engine's file system for the table's size (an fstat), and twenty
 * posts times three counts made that a tenth of the feed's time. Each post comes back as one JSON
 * array rather than thirteen columns: the embedded engine's reader copies every field it decodes
 * into a buffer of its own, and one field a row cut the feed's time by a fifth.
 */
const feedText = (after: boolean) => `
with page as (
  select p.id, p.author_id, p.content, p.tags, p.hidden, p.created_at
  from posts p
  where p.circle_id = $1 and (p.hidden = false or p.author_id = $2)
    ${after ? 'and (p.created_at, p.id) < ($3, $4)' : ''}
    and exists (select 1 from circles c where c.id = $1 and c.active)
  order by p.created_at desc, p.id desc
  limit ${PAGE_SIZE + 1}
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
select json_build_array(page.id, page.author_id, u.first_name, u.last_name, u.profile_photo_url, page.content,
  page.tags, page.hidden, ${utcMicrosText('page.created_at')},
  coalesce(likes.total, 0), coalesce(likes.mine, false), coalesce(talk.total, 0), media.list)
from page
left join users u on u.id = page.author_id
left join likes on likes.post_id = page.id
left join talk on talk.post_id = page.id
left join media on media.post_id = page.id
order by page.created_at desc, page.id desc`;

const FEED_FIRST = { name: 'telve_feed_first', types: ['int', 'int'], text: feedText(false) };
const FEED_AFTER = { name: 'telve_feed_after', types: ['int', 'int', 'timestamptz', 'int'], text: feedText(true) };

type MediaTuple = [id: number, kind: string, blobKey: string, width: number | null, height: number | null];

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
  const rows = after
    ? await preparedStatement(ctx.database, FEED_AFTER)([options.circleId, options.userId, after.createdAt, after.id])
    : await preparedStatement(ctx.database, FEED_FIRST)([options.circleId, options.userId]);
  if (rows.length === 0) await findActiveCircle(ctx, options);
  const page = rows.slice(0, PAGE_SIZE).map(([values]) => toPost(values as unknown[], options));
  const last = page.at(-1);
  return {
    posts: page.map((entry) => entry.post),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeFeedCursor({ createdAt: last.at, id: last.post.id }) : null,
  };
}

/** One row of the statement, in its column order, as the post the viewer sees and its cursor time. */
function toPost(values: unknown[], options: { circleId: number; userId: number }) {
  const [id, authorId, firstName, lastName, avatar, content, tags, hidden, at, likes, isLiked, comments, media] =
    values as [
      number,
      number | null,
      string | null,
      string | null,
      string | null,
      string,
      string[],
      boolean,
      string,
      number,
      boolean,
      number,
      MediaTuple[] | null,
    ];
  const presentedMedia: PostMedia[] = (media ?? []).map(([mediaId, kind, blobKey, width, height]) =>
    presentMedia({ id: mediaId, kind, blobKey, width, height }),
  );
  const row = {
    id,
    circleId: options.circleId,
    authorId,
    firstName,
    lastName,
    avatar,
    content,
    tags,
    hidden,
    // The cursor's time to the microsecond; the post's date to the millisecond, as a Date keeps it.
    createdAt: new Date(`${at.slice(0, 23)}Z`),
    likes,
    comments,
    isLiked,
  };
  return { post: presentPost(row, presentedMedia, options.userId), at };
}
