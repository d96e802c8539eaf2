import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** The member's current subscription (one row per member; its history is in subscription_events). */
export const subscriptions = pgTable('subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'demo_…' for the demo provider, Stripe's 'sub_…' otherwise (null while a checkout is open). */
  id: text('id'),
  provider: text('provider').notNull(),
  plan: text('plan').notNull(),
  status: text('status').notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  checkoutSessionId: text('checkout_session_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every billing event, so support can answer "when was I charged and when did I cancel". Kept when
 * the member deletes the account (bookkeeping law), detached: the user id becomes null.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_user_idx').on(table.userId, table.createdAt)],
);

/** Stripe webhook event ids already applied, so a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The Stripe Checkout Session a member has open: at most one, so a double tap, a second tab or a
 * return from Checkout reuses it instead of opening another. Gone once the checkout completes.
 */
export const openCheckouts = pgTable('open_checkouts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Random id of this opening; Stripe's idempotency key, so parallel requests get one session. */
  claim: text('claim').notNull(),
  plan: text('plan').notNull(),
  sessionId: text('session_id'),
  url: text('url'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export type OpenCheckoutRow = typeof openCheckouts.$inferSelect;
