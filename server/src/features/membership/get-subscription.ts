import type { SubscriptionResponse } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { currentRow } from './subscription-changes';
import { presentSubscription } from './subscription-store';

/** The member's subscription, or status 'none' when there is none. */
export async function getSubscription(ctx: AppContext, options: { member: Member }): Promise<SubscriptionResponse> {
  return presentSubscription(await currentRow(ctx, options.member), ctx.now());
}
