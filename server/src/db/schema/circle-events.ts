import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { users } from './users';

/** An event of a circle, made by an administrator. */
export const circleEvents = pgTable(
  'circle_events',
  {
    id: serial('id').primaryKey(),
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm, the organiser's local time. */
    time: text('time').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    /** Null: no limit on attendees. */
    capacity: integer('capacity'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('circle_events_circle_idx').on(table.circleId, table.date)],
);

export type CircleEventRow = typeof circleEvents.$inferSelect;
