import { ADMIN_LIMITS, type AdminPost, type AdminPostFilter } from '@contract/admin';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circles, postMedia, posts, reports, users } from '../../db/schema';
import { uploadUrl } from '../../media/upload-url';
import { afterKeyset, decodeCursor, encodeCursor, keysetTime } from './keyset';
import type { Tx } from './record-audit';

const openReportsOf = sql`${reports.postId} = ${posts.id} and ${reports.resolvedAt} is null`;

/** One statement per page: the post with its circle, author, media and open reports. */
const selectAdminPosts = (db: Tx, where: SQL | undefined, limit: number) =>
  db
    .select({
      post: posts,
      circleName: circles.name,
      authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      media: sql<Array<{ type: 'image' | 'video'; key: string }>>`coalesce((
        select json_agg(json_build_object('type', ${postMedia.kind}, 'key', ${postMedia.blobKey})
          order by ${postMedia.position}, ${postMedia.id})
        from ${postMedia} where ${postMedia.postId} = ${posts.id}), '[]'::json)`,
      openReports: sql<number>`(select count(*)::int from ${reports} where ${openReportsOf})`,
      reportReasons: sql<string[]>`coalesce((
        select json_agg(${reports.reason} order by ${reports.createdAt}, ${reports.id})
        from ${reports} where ${openReportsOf}), '[]'::json)`,
      time: keysetTime(posts.createdAt),
    })
    .from(posts)
    .leftJoin(circles, eq(circles.id, posts.circleId))
    .leftJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);

type Row = Awaited<ReturnType<typeof selectAdminPosts>>[number];

const present = (row: Row): AdminPost => ({
  id: row.post.id,
  circleId: row.post.circleId,
  circleName: row.circleName,
  authorId: row.post.authorId,
  authorName: row.authorName,
  content: row.post.content,
  createdAt: row.post.createdAt.toISOString(),
  isHidden: row.post.hidden,
  hiddenReason:
    row.post.hiddenReason === 'moderator' || row.post.hiddenReason === 'reports' ? row.post.hiddenReason : null,
  media: row.media.map((item) => ({ type: item.type, url: uploadUrl(item.key) })),
  tags: row.post.tags,
  openReports: row.openReports,
  reportReasons: row.reportReasons,
  careFlag: row.post.careFlag,
  cursor: encodeCursor({ time: row.time, id: row.post.id }),
});

const FILTERS: Record<AdminPostFilter, SQL> = {
  reported: sql`exists (select 1 from ${reports} where ${openReportsOf})`,
  hidden: eq(posts.hidden, true),
};

/** A page of posts of every circle, hidden ones included, newest first; reported or hidden only when asked. */
export async function listAdminPosts(
  ctx: AppContext,
  options: { cursor?: string; filter?: AdminPostFilter },
): Promise<AdminPost[]> {
  const after = options.cursor ? afterKeyset(posts.createdAt, posts.id, decodeCursor(options.cursor)) : undefined;
  const rows = await selectAdminPosts(
    ctx.db,
    and(after, options.filter ? FILTERS[options.filter] : undefined),
    ADMIN_LIMITS.pageSize,
  );
  return rows.map(present);
}

/** One post as the admin API shows it, read in the caller's transaction. */
export async function findAdminPost(tx: Tx, postId: number): Promise<AdminPost | null> {
  const [row] = await selectAdminPosts(tx, eq(posts.id, postId), 1);
  return row ? present(row) : null;
}
