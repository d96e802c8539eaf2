import type { SubscriptionState } from '@contract/membership';
import type { AppContext, Member } from '../../context';
import { currentRow } from './subscription-changes';
import { presentSubscription } from './subscription-store';

/** The member's subscription (status 'none' when there is none), and how a new one is paid. */
export async function getSubscription(ctx: AppContext, options: { member: Member }): Promise<SubscriptionState> {
  return { ...presentSubscription(await currentRow(ctx, options.member), ctx.now()), checkout: ctx.payments.name };
}
