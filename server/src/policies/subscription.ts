/** The subscription fields the entitlement rule reads. */
export interface EntitlementInput {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/**
 * Telve's one entitlement rule (docs/decisions/0007-membership.md), used by every premium check on the server:
 * premium when the status is 'active' or 'trialing', or when the subscription is cancelled at period
 * end and that end is still in the future. A cancelled subscription whose period has ended grants
 * nothing, whatever status the provider last reported.
 */
export function isPremium(subscription: EntitlementInput | null | undefined, now: Date): boolean {
  if (!subscription) return false;
  const periodOpen = subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd.getTime() > now.getTime();
  if (subscription.cancelAtPeriodEnd) return periodOpen;
  return subscription.status === 'active' || subscription.status === 'trialing';
}

/** The status to show: a cancelled subscription past its period end reads 'canceled'. */
export function effectiveStatus(subscription: EntitlementInput, now: Date): string {
  if (subscription.cancelAtPeriodEnd && !isPremium(subscription, now)) return 'canceled';
  return subscription.status;
}

/** Statuses after which a subscription is over for good: nothing is left to cancel, renew or change. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
