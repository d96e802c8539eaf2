import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The member's mood history: one row each time a mood is picked. */
export const moods = pgTable(
  'moods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moods_user_idx').on(table.userId, table.createdAt)],
);
export type MoodRow = typeof moods.$inferSelect;
