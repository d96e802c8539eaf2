import { MEMBERSHIP_ERRORS } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { conflict } from '../../lib/app-error';
import { countBillingChange } from './subscription-changes';

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
