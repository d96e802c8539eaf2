import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Affirmations shown to a member: the free tier's one per mood per day, premium's last ten. */
export const affirmationHistory = pgTable(
  'affirmation_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The free tier's "already shown today?" and premium's last ten both read one member's rows for one
  // mood, by time; the member prefix also serves reading a member's whole history.
  (table) => [index('affirmation_history_user_mood_idx').on(table.userId, table.mood, table.createdAt)],
);
