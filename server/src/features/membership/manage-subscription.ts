import {
  type CreateSubscriptionResponse,
  MEMBERSHIP_ERRORS,
  type Plan,
  type SubscriptionResponse,
} from '../../../../contract/membership';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { type RateLimitRule, takeHit } from '../../lib/rate-limit';
import type { Member } from '../../plugins/auth';
import { providerForRow } from './create-payment-provider';
import { activateDemoPlan, renewDemoSubscription } from './demo-provider';
import { effectiveStatus, isPremium } from './entitlement';
import { loadSubscription, presentSubscription } from './subscription-store';

/**
 * Changes to billing per member and hour: generous for people, but a loop cannot open hundreds of
 * Stripe Checkout Sessions (and run into Stripe's own rate limit for every member).
 */
export const BILLING_CHANGES_PER_HOUR: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

/** Stripe statuses where the member still has a subscription that needs a payment fixed, not a new one. */
const NEEDS_PAYMENT_FIX = new Set(['past_due', 'unpaid', 'paused']);
const ENDED = new Set(['canceled', 'incomplete_expired']);

async function countBillingChange(ctx: AppContext, member: Member): Promise<void> {
  await takeHit(ctx.db, `billing:${member.user.id}`, BILLING_CHANGES_PER_HOUR, ctx.now(), 'billing changes');
}

/** The member's subscription as of now: a demo plan whose period ended is renewed first. */
async function currentRow(ctx: AppContext, member: Member): Promise<SubscriptionRow | null> {
  const row = member.subscription;
  return row ? renewDemoSubscription(ctx, row) : null;
}

/** The caller's own subscription by id; anyone else's reads as missing. */
async function ownRow(ctx: AppContext, member: Member, subscriptionId: string): Promise<SubscriptionRow> {
  const row = await currentRow(ctx, member);
  if (!row || row.id !== subscriptionId) throw notFound(MEMBERSHIP_ERRORS.notFound);
  return row;
}

const hasEnded = (row: SubscriptionRow, now: Date) => ENDED.has(row.status) || effectiveStatus(row, now) === 'canceled';

export async function getSubscription(ctx: AppContext, options: { member: Member }): Promise<SubscriptionResponse> {
  return presentSubscription(await currentRow(ctx, options.member), ctx.now());
}

/**
 * Subscribes to a plan: the demo activates at once; Stripe answers the Checkout page to open. A member
 * who already has Premium, or a subscription waiting for a payment fix, is not sold a second one.
 */
export async function createSubscription(
  ctx: AppContext,
  options: { member: Member; plan: Plan; baseUrl: string },
): Promise<CreateSubscriptionResponse> {
  const { member } = options;
  const now = ctx.now();
  const row = await currentRow(ctx, member);
  if (row && isPremium(row, now)) {
    throw conflict(row.cancelAtPeriodEnd ? MEMBERSHIP_ERRORS.stillRunning : MEMBERSHIP_ERRORS.alreadySubscribed);
  }
  if (row?.provider === 'stripe' && NEEDS_PAYMENT_FIX.has(row.status)) throw conflict(MEMBERSHIP_ERRORS.paymentProblem);
  await countBillingChange(ctx, member);
  const started = await ctx.payments.startSubscription({
    ...options,
    member: { ...member, subscription: row },
  });
  return {
    ...presentSubscription(started.row, ctx.now()),
    ...(started.checkoutUrl ? { checkoutUrl: started.checkoutUrl } : {}),
  };
}

/** Cancels at period end: Premium lasts until then. Cancelling twice changes nothing. */
export async function cancelSubscription(
  ctx: AppContext,
  options: { member: Member; subscriptionId: string },
): Promise<SubscriptionResponse> {
  const row = await ownRow(ctx, options.member, options.subscriptionId);
  if (hasEnded(row, ctx.now())) throw conflict(MEMBERSHIP_ERRORS.lapsed);
  if (row.cancelAtPeriodEnd) return presentSubscription(row, ctx.now());
  await countBillingChange(ctx, options.member);
  const saved = await providerForRow(ctx, row).setCancelAtPeriodEnd({
    member: options.member,
    subscription: row,
    cancel: true,
  });
  return presentSubscription(saved, ctx.now());
}

/** Undoes a cancellation while the period still runs; a lapsed subscription needs a new one. */
export async function reactivateSubscription(
  ctx: AppContext,
  options: { member: Member; subscriptionId: string },
): Promise<SubscriptionResponse> {
  const row = await ownRow(ctx, options.member, options.subscriptionId);
  if (hasEnded(row, ctx.now())) throw conflict(MEMBERSHIP_ERRORS.lapsed);
  if (!row.cancelAtPeriodEnd) return presentSubscription(row, ctx.now());
  await countBillingChange(ctx, options.member);
  const saved = await providerForRow(ctx, row).setCancelAtPeriodEnd({
    member: options.member,
    subscription: row,
    cancel: false,
  });
  return presentSubscription(saved, ctx.now());
}

/**
 * The premium activated page's fallback: activates a demo plan, or returns the
 * current one when the member is already premium. Refused with Stripe: Premium cannot be had free.
 */
export async function activateDemoSubscription(
  ctx: AppContext,
  options: { member: Member; plan: Plan },
): Promise<SubscriptionResponse> {
  if (ctx.payments.name !== 'demo') throw forbidden(MEMBERSHIP_ERRORS.demoRefused);
  const row = await currentRow(ctx, options.member);
  if (row && isPremium(row, ctx.now())) return presentSubscription(row, ctx.now());
  await countBillingChange(ctx, options.member);
  const member = { ...options.member, subscription: row };
  const activated = await activateDemoPlan(ctx, { member, plan: options.plan, eventType: 'activated' });
  // Another request activated it a moment ago: that subscription is the answer.
  return presentSubscription(activated ?? (await loadSubscription(ctx.db, member.user.id)), ctx.now());
}

/** The premium activated page's check of a Stripe Checkout Session before it shows Premium. */
export async function confirmCheckout(
  ctx: AppContext,
  options: { member: Member; sessionId: string },
): Promise<SubscriptionResponse> {
  const provider = ctx.payments;
  if (provider.name !== 'stripe') throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
  await countBillingChange(ctx, options.member);
  return presentSubscription(await provider.confirmCheckout(options), ctx.now());
}

/** A Stripe Billing Portal page for the member's customer. */
export async function openBillingPortal(
  ctx: AppContext,
  options: { member: Member; baseUrl: string },
): Promise<{ url: string }> {
  const provider = ctx.payments;
  if (provider.name !== 'stripe') throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
  await countBillingChange(ctx, options.member);
  return { url: await provider.openBillingPortal(options) };
}
