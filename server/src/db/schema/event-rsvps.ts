import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { circleEvents } from './circle-events';
import { users } from './users';

/** One RSVP per member and event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => circleEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_rsvps_user_idx').on(table.userId)],
);
