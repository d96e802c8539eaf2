import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Affirmations a member saved, as they were shown. One per mood and text: the text is keyed by its
 * SHA-256 (hex), since a unique index on up to 5,000 characters of text would be wasteful.
 */
export const savedAffirmations = pgTable(
  'saved_affirmations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').notNull(),
    content: text('content').notNull(),
    contentHash: text('content_hash').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_affirmations_user_mood_hash_unique').on(table.userId, table.mood, table.contentHash),
    index('saved_affirmations_user_page_idx').on(table.userId, table.savedAt, table.id),
  ],
);
export type SavedAffirmationRow = typeof savedAffirmations.$inferSelect;
