import type { Subscription, SubscriptionResponse } from '@contract/membership';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SubscriptionRow, subscriptionEvents, subscriptions } from '../../db/schema';
import { effectiveStatus } from '../../policies/subscription';

/** The fields a provider decides; the store adds the member, the timestamps and the history. */
export interface SubscriptionValues {
  id: string;
  provider: 'demo' | 'stripe';
  plan: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  checkoutSessionId?: string | null;
}

/** One line of billing history (subscription_events), so support can answer "when was I charged". */
export interface BillingEvent {
  type:
    | 'created'
    | 'activated'
    | 'checkout_created'
    | 'checkout_completed'
    | 'cancel_requested'
    | 'reactivated'
    | 'renewed'
    | 'plan_changed'
    | 'status_changed'
    | 'payment_failed'
    | 'deleted';
  data: Record<string, unknown>;
}

export async function loadSubscription(db: Db, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

interface WriteSubscriptionOptions {
  userId: number;
  current: SubscriptionRow | null;
  values: SubscriptionValues;
  events: BillingEvent[];
  now: Date;
}

/**
 * The entitlement rule (policies/subscription.ts isPremium) as a condition on the stored row, so a write can
 * refuse, in the same statement, to replace a subscription that grants Premium.
 */
export function storedRowIsPremium(now: Date): SQL {
  // coalesce: a row without a period end is not premium when cancelling (never NULL, which `not` keeps NULL).
  return sql`((${subscriptions.cancelAtPeriodEnd} and coalesce(${subscriptions.currentPeriodEnd} > ${now}, false))
    or (not ${subscriptions.cancelAtPeriodEnd} and ${subscriptions.status} in ('active', 'trialing')))`;
}

/**
 * Stores the member's current subscription and its history lines in one transaction. A different
 * subscription id replaces the row as a new subscription (its createdAt starts again).
 */
export async function writeSubscription(db: Db, options: WriteSubscriptionOptions): Promise<SubscriptionRow> {
  const saved = await writeSubscriptionIf(db, options);
  if (!saved) throw new Error('subscription upsert returned nothing');
  return saved;
}

/**
 * As writeSubscription, but only if the row stored at that moment satisfies `onlyIf` (checked in the
 * upsert itself, so parallel requests cannot both pass); null, and no history line, otherwise.
 */
export async function writeSubscriptionIf(
  db: Db,
  options: WriteSubscriptionOptions & { onlyIf?: SQL },
): Promise<SubscriptionRow | null> {
  const { userId, current, values, events, now, onlyIf } = options;
  const sameSubscription = current !== null && current.id === values.id;
  const row = {
    ...values,
    checkoutSessionId: values.checkoutSessionId ?? (sameSubscription ? current.checkoutSessionId : null),
    createdAt: sameSubscription ? current.createdAt : now,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(subscriptions)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: subscriptions.userId, set: row, ...(onlyIf ? { setWhere: onlyIf } : {}) })
      .returning();
    if (!saved) return null;
    if (events.length > 0) {
      await tx
        .insert(subscriptionEvents)
        .values(events.map((event) => ({ userId, subscriptionId: values.id, ...event, createdAt: now })));
    }
    return saved;
  });
}

/** A history line without a change to the row (a checkout opened, a payment that failed). */
export async function recordBillingEvent(
  db: Db,
  options: { userId: number; subscriptionId: string | null; event: BillingEvent; now: Date },
): Promise<void> {
  await db.insert(subscriptionEvents).values({
    userId: options.userId,
    subscriptionId: options.subscriptionId,
    ...options.event,
    createdAt: options.now,
  });
}

/** The subscription as the API shows it, with the status the entitlement rule gives today. */
export function presentSubscription(row: SubscriptionRow | null, now: Date): SubscriptionResponse {
  if (!row?.id) return { status: 'none', subscription: null };
  const status = effectiveStatus(row, now);
  const subscription: Subscription = {
    id: row.id,
    plan: row.plan,
    status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
  return { status, subscription };
}
