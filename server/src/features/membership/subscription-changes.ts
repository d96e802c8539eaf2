import { MEMBERSHIP_ERRORS, type SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { type RateLimitRule, takeHit } from '../../db/rate-limit';
import type { SubscriptionRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { ENDED_STATUSES, effectiveStatus } from '../../policies/subscription';
import { providerForRow } from './create-payment-provider';
import { renewDemoSubscription } from './demo-provider';
import { presentSubscription } from './subscription-store';

/**
 * Changes to billing per member and hour: generous for people, but a loop cannot open hundreds of
 * Stripe Checkout Sessions (and run into Stripe's own rate limit for every member).
 */
const BILLING_CHANGES_PER_HOUR: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

/**
 * Counts one change to billing before it is made (one statement). Counted by the services rather
 * than on the routes (contract/fair-use.ts): a request for what is already so changes nothing and
 * is not counted.
 */
export async function countBillingChange(ctx: AppContext, member: Member): Promise<void> {
  await takeHit(ctx.database, `billing:${member.user.id}`, BILLING_CHANGES_PER_HOUR, ctx.now(), 'billing changes');
}

/** The member's subscription as of now: a demo plan whose period ended is renewed first. */
export async function currentRow(ctx: AppContext, member: Member): Promise<SubscriptionRow | null> {
  const row = member.subscription;
  return row ? renewDemoSubscription(ctx, row) : null;
}

/** The caller's own subscription by id; anyone else's reads as missing. */
async function ownRow(ctx: AppContext, member: Member, subscriptionId: string): Promise<SubscriptionRow> {
  const row = await currentRow(ctx, member);
  if (!row || row.id !== subscriptionId) throw notFound(MEMBERSHIP_ERRORS.notFound);
  return row;
}

const hasEnded = (row: SubscriptionRow, now: Date) =>
  ENDED_STATUSES.has(row.status) || effectiveStatus(row, now) === 'canceled';

/**
 * Sets (cancel) or clears (reactivate) cancel-at-period-end on the member's own running
 * subscription; asking for the state it already has changes nothing, and a lapsed one needs a new
 * subscription.
 */
export async function setCancellation(
  ctx: AppContext,
  options: { member: Member; subscriptionId: string; cancel: boolean },
): Promise<SubscriptionResponse> {
  const row = await ownRow(ctx, options.member, options.subscriptionId);
  if (hasEnded(row, ctx.now())) throw conflict(MEMBERSHIP_ERRORS.lapsed);
  if (row.cancelAtPeriodEnd === options.cancel) return presentSubscription(row, ctx.now());
  await countBillingChange(ctx, options.member);
  const saved = await providerForRow(ctx, row).setCancelAtPeriodEnd({
    member: options.member,
    subscription: row,
    cancel: options.cancel,
  });
  return presentSubscription(saved, ctx.now());
}
