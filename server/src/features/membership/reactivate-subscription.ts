import type { SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { setCancellation } from './subscription-changes';

/** Undoes a cancellation while the period still runs; a lapsed subscription needs a new one. */
export function reactivateSubscription(
  ctx: AppContext,
  options: { member: Member; subscriptionId: string },
): Promise<SubscriptionResponse> {
  return setCancellation(ctx, { ...options, cancel: false });
}
