import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A Wellness Circle (the product's admin circle plus the member-facing counts). */
export const circles = pgTable(
  'circles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    active: boolean('active').notNull().default(true),
    /** Members before Telve counted its own: the product's sample counts for the seeded circles. */
    baseMembers: integer('base_members').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('circles_name_unique').on(table.name)],
);
