import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { readings } from './readings';
import { users } from './users';

/**
 * Readings a member saved to the journal. The text stays in `readings`; a member saves a reading at
 * most once (the unique index makes a repeated or concurrent save a no-op).
 */
export const savedReadings = pgTable(
  'saved_readings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: integer('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_readings_user_reading_unique').on(table.userId, table.readingId),
    index('saved_readings_user_page_idx').on(table.userId, table.savedAt, table.id),
  ],
);
