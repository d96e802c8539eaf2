import { isActiveStatus, type SubscriptionResponse } from '@contract/membership';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

/**
 * The premium activated page's check: a Stripe return (?session_id=) is
 * confirmed with the server first; otherwise, or if that fails, the current subscription is read.
 * When it is not active, a demo subscription is activated (the server refuses this with Stripe).
 */
export async function activatePremium(sessionId: string | null): Promise<SubscriptionResponse> {
  let checked: SubscriptionResponse | null = null;
  if (sessionId) {
    checked = await api(endpoints.confirmCheckout, { sessionId }).catch((error: unknown) => {
      console.warn('Could not confirm the checkout session', error);
      return null;
    });
  }
  checked ??= await api(endpoints.subscription);
  if (isActiveStatus(checked.status)) return checked;
  return api(endpoints.activateDemoSubscription, { plan: 'annual' });
}
