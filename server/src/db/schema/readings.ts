import type { ReadingSymbol } from '@contract/reading';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The member's reading history: each cup as cast, so a later question reads the same cup. */
export const readings = pgTable(
  'readings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    intention: text('intention').notNull().default(''),
    category: text('category'),
    /** The oracle's seed and cup, enough to restore the cup exactly. */
    seed: integer('seed').notNull(),
    area: text('area').notNull(),
    settling: text('settling').notNull(),
    symbols: jsonb('symbols').$type<ReadingSymbol[]>().notNull(),
    text: text('text').notNull(),
    /** Null for a fortune; 'crisis' or 'health' when the member was answered with care instead (no cup). */
    care: text('care').$type<'crisis' | 'health'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The unguessable name of the reading's public link, while the member shares it (null: not shared). */
    publicToken: text('public_token'),
    /** Whether the public link names the member (her first name), as she chose. */
    publicShowsName: boolean('public_shows_name').notNull().default(false),
  },
  (table) => [
    // Keyset pages of a member's readings, newest first, on (created_at, id).
    index('readings_user_page_idx').on(table.userId, table.createdAt, table.id),
    // A public link opens one reading: its token is unique, looked up by the visitor's request.
    uniqueIndex('readings_public_token_idx').on(table.publicToken),
  ],
);

/** Questions asked about a reading, with their answers (and the fair-use count). */
export const readingQuestions = pgTable(
  'reading_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readingId: integer('reading_id')
      .notNull()
      .references(() => readings.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reading_questions_user_idx').on(table.userId, table.createdAt),
    // A reading's conversation, in order; also what deleting a reading (or an account) cascades through.
    index('reading_questions_reading_idx').on(table.readingId, table.createdAt, table.id),
  ],
);

/** A reading as the app reads it: its public link is read apart (features/share/public-links.ts). */
export type ReadingRow = Omit<typeof readings.$inferSelect, 'publicToken' | 'publicShowsName'>;
