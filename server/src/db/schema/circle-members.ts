import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { circles } from './circles';
import { users } from './users';

/** Who joined which circle; the primary key makes joining twice impossible. */
export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: integer('circle_id')
      .notNull()
      .references(() => circles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.circleId, table.userId] }),
    index('circle_members_user_idx').on(table.userId),
  ],
);
