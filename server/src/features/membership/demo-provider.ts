import { randomBytes } from 'node:crypto';
import { addPlanPeriod, MEMBERSHIP_ERRORS, type Plan } from '@contract/membership';
import { sql } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { type SubscriptionRow, subscriptions } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import {
  type BillingEvent,
  loadSubscription,
  storedRowIsPremium,
  writeSubscription,
  writeSubscriptionIf,
} from './subscription-store';

/**
 * Starts a demo subscription at once: active, billed again one period from now. Null when the member
 * already has a subscription granting Premium (another request may have just made it): the check is
 * part of the write, so parallel requests make one subscription between them.
 */
export async function activateDemoPlan(
  ctx: AppContext,
  options: { member: Member; plan: Plan; eventType: 'created' | 'activated' },
): Promise<SubscriptionRow | null> {
  const now = ctx.now();
  const currentPeriodEnd = addPlanPeriod(now, options.plan);
  const values = {
    id: `demo_${randomBytes(12).toString('hex')}`,
    provider: 'demo' as const,
    plan: options.plan,
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd,
  };
  const event: BillingEvent = {
    type: options.eventType,
    data: { provider: 'demo', plan: options.plan, currentPeriodEnd: currentPeriodEnd.toISOString() },
  };
  return writeSubscriptionIf(ctx.db, {
    userId: options.member.user.id,
    current: options.member.subscription,
    values,
    events: [event],
    now,
    onlyIf: sql`not ${storedRowIsPremium(now)}`,
  });
}

/**
 * A demo plan renews itself like a paid one: an active, not cancelled demo subscription whose period
 * has ended is rolled forward by whole periods when read. Cancelled ones are left to lapse.
 */
export async function renewDemoSubscription(ctx: AppContext, row: SubscriptionRow): Promise<SubscriptionRow> {
  const now = ctx.now();
  const end = row.currentPeriodEnd;
  if (row.provider !== 'demo' || row.status !== 'active' || row.cancelAtPeriodEnd || !end || end > now) return row;
  let periods = 1;
  while (addPlanPeriod(end, row.plan, periods) <= now) periods += 1;
  const currentPeriodEnd = addPlanPeriod(end, row.plan, periods);
  // Renewed once however many requests read the lapsed row at the same moment.
  const renewed = await writeSubscriptionIf(ctx.db, {
    userId: row.userId,
    current: row,
    values: { ...demoValues(row), currentPeriodEnd },
    events: [
      {
        type: 'renewed',
        data: { periods, from: end.toISOString(), currentPeriodEnd: currentPeriodEnd.toISOString() },
      },
    ],
    now,
    onlyIf: sql`${subscriptions.id} = ${row.id} and ${subscriptions.currentPeriodEnd} = ${end}`,
  });
  return renewed ?? ((await loadSubscription(ctx.db, row.userId)) as SubscriptionRow);
}

function demoValues(row: SubscriptionRow) {
  return {
    id: row.id ?? '',
    provider: 'demo' as const,
    plan: row.plan,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd,
  };
}

/** The embedded provider: no money moves, so it works offline, in tests and in demos. */
export function createDemoProvider(ctx: AppContext): PaymentProvider {
  return {
    name: 'demo',
    async startSubscription({ member, plan }) {
      const row = await activateDemoPlan(ctx, { member, plan, eventType: 'created' });
      if (!row) throw conflict(MEMBERSHIP_ERRORS.alreadySubscribed);
      return { row };
    },
    async setCancelAtPeriodEnd({ subscription, cancel }) {
      const values = { ...demoValues(subscription), cancelAtPeriodEnd: cancel };
      const data = { currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null };
      return writeSubscription(ctx.db, {
        userId: subscription.userId,
        current: subscription,
        values,
        events: [{ type: cancel ? 'cancel_requested' : 'reactivated', data }],
        now: ctx.now(),
      });
    },
    async confirmCheckout() {
      throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
    },
    async openBillingPortal() {
      throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
    },
    async cancelNow({ subscription }) {
      if (!subscription || subscription.status === 'canceled') return;
      const now = ctx.now();
      await writeSubscription(ctx.db, {
        userId: subscription.userId,
        current: subscription,
        values: { ...demoValues(subscription), status: 'canceled', cancelAtPeriodEnd: false, currentPeriodEnd: now },
        events: [{ type: 'deleted', data: { reason: 'account_deleted' } }],
        now,
      });
    },
  };
}
