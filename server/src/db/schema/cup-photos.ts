import type { CupShape } from '@contract/cup-photos';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { readings } from './readings';
import { users } from './users';

/**
 * A photo of a member's cup and what the reader saw in it (issue 31). The photo itself is in the
 * private cup-photo store under `blobKey` (random, never shown). Kept 24 hours unless a reading
 * uses it; removed with that reading and with the account.
 */
export const cupPhotos = pgTable(
  'cup_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The re-encoded photo's name in the cup-photo store. */
    blobKey: text('blob_key').notNull(),
    /** The stored photo's size in pixels: a shape's direction from the cup's centre needs its shape. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Degrees clockwise from 12 o'clock: the member's, or the one the reader found. */
    handleAngle: doublePrecision('handle_angle').notNull(),
    /** Centre (fractions of width and height) and inner radius (fraction of the width). */
    cup: jsonb('cup').$type<{ x: number; y: number; r: number }>().notNull(),
    shapes: jsonb('shapes').$type<CupShape[]>().notNull(),
    /** The first reading made from the photo: it keeps the photo, and takes it when it is deleted. */
    readingId: integer('reading_id').references(() => readings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cup_photos_owner_idx').on(table.ownerId),
    // The 24-hour sweep: photos no reading uses, oldest first.
    index('cup_photos_unused_idx').on(table.createdAt).where(sql`${table.readingId} is null`),
    index('cup_photos_reading_idx').on(table.readingId),
  ],
);

export type CupPhotoRow = typeof cupPhotos.$inferSelect;
