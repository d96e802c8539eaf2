import type { SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { setCancellation } from './subscription-changes';

/** Cancels at period end: Premium lasts until then. Cancelling twice changes nothing. */
export function cancelSubscription(
  ctx: AppContext,
  options: { member: Member; subscriptionId: string },
): Promise<SubscriptionResponse> {
  return setCancellation(ctx, { ...options, cancel: true });
}
