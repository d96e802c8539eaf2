import { ADMIN_LIMITS, type AdminComment } from '@contract/admin';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { circles, comments, posts, reports, users } from '../../db/schema';
import { afterKeyset, decodeCursor, encodeCursor, keysetTime } from './keyset';
import type { Tx } from './record-audit';

const openReportsOf = sql`${reports.commentId} = ${comments.id} and ${reports.resolvedAt} is null`;

/** One statement per page: the comment with its post's circle, its author and its open reports. */
const selectAdminComments = (db: Tx, where: SQL | undefined, limit: number) =>
  db
    .select({
      comment: comments,
      circleId: posts.circleId,
      circleName: circles.name,
      authorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      openReports: sql<number>`(select count(*)::int from ${reports} where ${openReportsOf})`,
      reportReasons: sql<string[]>`coalesce((
        select json_agg(${reports.reason} order by ${reports.createdAt}, ${reports.id})
        from ${reports} where ${openReportsOf}), '[]'::json)`,
      time: keysetTime(comments.createdAt),
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(circles, eq(circles.id, posts.circleId))
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);

type Row = Awaited<ReturnType<typeof selectAdminComments>>[number];

const present = (row: Row): AdminComment => ({
  id: row.comment.id,
  postId: row.comment.postId,
  circleId: row.circleId,
  circleName: row.circleName,
  authorId: row.comment.authorId,
  authorName: row.authorName,
  content: row.comment.content,
  createdAt: row.comment.createdAt.toISOString(),
  isHidden: row.comment.hidden,
  openReports: row.openReports,
  reportReasons: row.reportReasons,
  cursor: encodeCursor({ time: row.time, id: row.comment.id }),
});

/** A page of the comments members' reports hid (only reports hide comments), newest first. */
export async function listHiddenComments(ctx: AppContext, options: { cursor?: string }): Promise<AdminComment[]> {
  const after = options.cursor ? afterKeyset(comments.createdAt, comments.id, decodeCursor(options.cursor)) : undefined;
  const rows = await selectAdminComments(ctx.db, and(after, eq(comments.hidden, true)), ADMIN_LIMITS.pageSize);
  return rows.map(present);
}

/** One comment as the admin API shows it, read in the caller's transaction. */
export async function findAdminComment(tx: Tx, commentId: number): Promise<AdminComment | null> {
  const [row] = await selectAdminComments(tx, eq(comments.id, commentId), 1);
  return row ? present(row) : null;
}
