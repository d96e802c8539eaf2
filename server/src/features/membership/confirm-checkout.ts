import { MEMBERSHIP_ERRORS, type SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { conflict } from '../../lib/app-error';
import { countBillingChange } from './subscription-changes';
import { presentSubscription } from './subscription-store';

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
