import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Horoscopes a member saved, as they were shown: one per sign and day. */
export const savedHoroscopes = pgTable(
  'saved_horoscopes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sign: text('sign').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_horoscopes_user_sign_date_unique').on(table.userId, table.sign, table.date),
    index('saved_horoscopes_user_page_idx').on(table.userId, table.savedAt, table.id),
  ],
);
export type SavedHoroscopeRow = typeof savedHoroscopes.$inferSelect;
