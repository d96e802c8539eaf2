import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { users } from './users';

/** A member's post in a circle. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted and they chose to keep their posts as 'Former member'. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    /** The `#words` of the content, lower-cased, without the '#'. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Hidden from everyone but its author: by an administrator, or by reports until one decides. */
    hidden: boolean('hidden').notNull().default(false),
    /** 'moderator' or 'reports' while hidden. */
    hiddenReason: text('hidden_reason'),
    /** Crisis language: published, and flagged for moderators. */
    careFlag: boolean('care_flag').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The feed's keyset: newest first within a circle.
    index('posts_feed_idx').on(table.circleId, sql`${table.createdAt} desc`, sql`${table.id} desc`),
    index('posts_author_idx').on(table.authorId),
  ],
);
