import { type CreateSubscriptionResponse, MEMBERSHIP_ERRORS, type Plan } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { conflict } from '../../lib/app-error';
import { isPremium } from '../../policies/subscription';
import { countBillingChange, currentRow } from './subscription-changes';
import { presentSubscription } from './subscription-store';

/** Stripe statuses where the member still has a subscription that needs a payment fixed, not a new one. */
const NEEDS_PAYMENT_FIX = new Set(['past_due', 'unpaid', 'paused']);

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
