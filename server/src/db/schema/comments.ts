import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/** A comment on a post. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Hidden by three reports until an administrator decides. */
    hidden: boolean('hidden').notNull().default(false),
    careFlag: boolean('care_flag').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_author_idx').on(table.authorId),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
