import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The server's one VAPID key pair (web push), made at first start: a single row (id 1) written by
 * one INSERT ... ON CONFLICT DO NOTHING, so processes starting together keep the same pair.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    /** base64url, as web-push's generateVAPIDKeys gives them. */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vapid_keys_single_row', sql`${table.id} = 1`)],
);

/** A member's daily reminder: on or off, its local time 'HH:MM' and her IANA time zone. */
export const reminders = pgTable('reminders', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  time: text('time').notNull(),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser that receives the member's reminders (PushSubscription.toJSON()). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: one browser, one member (the last to subscribe). */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/**
 * A member's reminder for one of her local days, claimed by the scheduler that sends it: the
 * primary key makes the claim (INSERT ... ON CONFLICT DO NOTHING RETURNING) happen once, whichever
 * of N processes ticks first (docs/decisions/0047-morning-reminders.md).
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDay] })],
);
