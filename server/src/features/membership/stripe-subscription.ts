import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { type SubscriptionRow, users } from '../../db/schema';
import type { StripeConfig } from '../../env';
import { ENDED_STATUSES, isPremium } from '../../policies/subscription';
import { closeCheckout } from './open-checkout';
import { type BillingEvent, loadSubscription, type SubscriptionValues, writeSubscription } from './subscription-store';

/** Statuses after which a Stripe subscription never bills or grants anything again. */

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** The id of an expandable Stripe reference (a string, an object, or nothing). */
export function stripeIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * When the current period ends. API versions before 2025-03-31.basil keep it on the subscription;
 * later ones on each subscription item (the latest item end is the subscription's).
 */
function periodEndOf(subscription: Stripe.Subscription): number | null {
  const legacy = (subscription as { current_period_end?: unknown }).current_period_end;
  if (typeof legacy === 'number') return legacy;
  const ends = (subscription.items?.data ?? [])
    .map((item) => (item as { current_period_end?: unknown }).current_period_end)
    .filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? Math.max(...ends) : null;
}

/** 'monthly' or 'annual' from the subscription's price, falling back to its interval and metadata. */
export function planOf(subscription: Stripe.Subscription, config: StripeConfig): string {
  const price = subscription.items?.data?.[0]?.price;
  if (price?.id === config.priceAnnual) return 'annual';
  if (price?.id === config.priceMonthly) return 'monthly';
  if (price?.recurring?.interval === 'year') return 'annual';
  if (price?.recurring?.interval === 'month') return 'monthly';
  return subscription.metadata?.plan === 'annual' ? 'annual' : 'monthly';
}

/**
 * Stripe's subscription as Telve stores it. An ended subscription is stored as not cancelling any
 * more, with its end date, so the entitlement rule can never read it as premium until a future end.
 * A `cancel_at` date (set from the Billing Portal) counts as cancelling, ending at that date.
 */
function stripeSubscriptionValues(subscription: Stripe.Subscription, config: StripeConfig): SubscriptionValues {
  const periodEnd = periodEndOf(subscription);
  const ended = ENDED_STATUSES.has(subscription.status);
  const cancelAt = subscription.cancel_at ?? null;
  let end = periodEnd;
  if (ended) end = subscription.ended_at ?? periodEnd;
  else if (cancelAt !== null) end = periodEnd === null ? cancelAt : Math.min(cancelAt, periodEnd);
  return {
    id: subscription.id,
    provider: 'stripe',
    plan: planOf(subscription, config),
    status: subscription.status,
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || cancelAt !== null),
    currentPeriodEnd: toDate(end),
  };
}

/** The history lines that describe going from the stored row to the new values (none: no change). */
function billingEventsBetween(current: SubscriptionRow | null, next: SubscriptionValues): BillingEvent[] {
  const summary = {
    provider: next.provider,
    plan: next.plan,
    status: next.status,
    cancelAtPeriodEnd: next.cancelAtPeriodEnd,
    currentPeriodEnd: next.currentPeriodEnd?.toISOString() ?? null,
  };
  if (!current || current.id !== next.id) return [{ type: 'created', data: summary }];
  const events: BillingEvent[] = [];
  if (next.status !== current.status) {
    const type = ENDED_STATUSES.has(next.status) ? 'deleted' : 'status_changed';
    events.push({ type, data: { ...summary, from: current.status } });
  }
  if (next.plan !== current.plan) events.push({ type: 'plan_changed', data: { ...summary, from: current.plan } });
  if (!ENDED_STATUSES.has(next.status) && next.cancelAtPeriodEnd !== current.cancelAtPeriodEnd) {
    events.push({ type: next.cancelAtPeriodEnd ? 'cancel_requested' : 'reactivated', data: summary });
  }
  const before = current.currentPeriodEnd?.getTime() ?? 0;
  const after = next.currentPeriodEnd?.getTime() ?? 0;
  if (!ENDED_STATUSES.has(next.status) && before > 0 && after > before && !next.cancelAtPeriodEnd) {
    events.push({ type: 'renewed', data: { ...summary, from: current.currentPeriodEnd?.toISOString() } });
  }
  return events;
}

function sameValues(row: SubscriptionRow, next: SubscriptionValues): boolean {
  return (
    row.id === next.id &&
    row.provider === next.provider &&
    row.plan === next.plan &&
    row.status === next.status &&
    row.cancelAtPeriodEnd === next.cancelAtPeriodEnd &&
    (row.currentPeriodEnd?.getTime() ?? null) === (next.currentPeriodEnd?.getTime() ?? null)
  );
}

/**
 * The member a Stripe subscription belongs to: the user id Telve put in its metadata when it matches
 * the customer, else the user holding that customer id. Never trusts metadata alone.
 */
export async function memberIdForCustomer(
  db: Db,
  customerId: string | null,
  userIdHint?: string,
): Promise<number | null> {
  if (!customerId) return null;
  const hinted = Number(userIdHint);
  if (Number.isSafeInteger(hinted) && hinted > 0) {
    const [user] = await db
      .select({ id: users.id, customer: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, hinted));
    if (user?.customer === customerId) return user.id;
  }
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return owner?.id ?? null;
}

/**
 * Stores Stripe's current state of a subscription for its member and writes what changed to the
 * history. Idempotent: storing the same state twice writes nothing. A subscription that would take
 * Premium away from a different, still-premium subscription (a stale one, or a second checkout that
 * never completed) is not stored over it.
 */
export async function storeStripeSubscription(
  db: Db,
  options: {
    subscription: Stripe.Subscription;
    config: StripeConfig;
    now: Date;
    checkoutSessionId?: string;
    /** Added to every history line, e.g. the webhook event id. */
    context?: Record<string, unknown>;
  },
): Promise<SubscriptionRow | null> {
  const { subscription, config, now } = options;
  const customerId = stripeIdOf(subscription.customer);
  const userId = await memberIdForCustomer(db, customerId, subscription.metadata?.userId);
  if (userId === null) return null;
  if (options.checkoutSessionId) await closeCheckout(db, { userId, sessionId: options.checkoutSessionId });
  const current = await loadSubscription(db, userId);
  const next = stripeSubscriptionValues(subscription, config);
  if (current && current.id !== next.id && isPremium(current, now) && !isPremium(next, now)) return current;
  const events = billingEventsBetween(current, next);
  const newCheckout = options.checkoutSessionId && current?.checkoutSessionId !== options.checkoutSessionId;
  if (newCheckout) events.unshift({ type: 'checkout_completed', data: { sessionId: options.checkoutSessionId } });
  if (current && sameValues(current, next) && !newCheckout) return current;
  const context = options.context ?? {};
  return writeSubscription(db, {
    userId,
    current,
    values: { ...next, checkoutSessionId: options.checkoutSessionId ?? null },
    events: events.map((event) => ({ ...event, data: { ...event.data, ...context } })),
    now,
  });
}
