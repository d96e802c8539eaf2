import { MEMBERSHIP_ERRORS, type Plan, type SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { forbidden } from '../../lib/app-error';
import { isPremium } from '../../policies/subscription';
import { activateDemoPlan } from './demo-provider';
import { countBillingChange, currentRow } from './subscription-changes';
import { loadSubscription, presentSubscription } from './subscription-store';

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
