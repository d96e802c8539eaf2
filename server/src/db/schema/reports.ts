import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { comments } from './comments';
import { posts } from './posts';
import { users } from './users';

/** A member's report of a post or a comment; one per member and object. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Set when an administrator dismissed the report or acted on the object. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reports_post_reporter_unique')
      .on(table.postId, table.reporterId)
      .where(sql`${table.postId} is not null`),
    uniqueIndex('reports_comment_reporter_unique')
      .on(table.commentId, table.reporterId)
      .where(sql`${table.commentId} is not null`),
    index('reports_open_idx').on(table.resolvedAt),
    check('reports_one_target', sql`(${table.postId} is null) <> (${table.commentId} is null)`),
  ],
);
