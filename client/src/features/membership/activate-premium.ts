import type { SubscriptionResponse } from '@contract/membership';
import { apiRequest } from '@/lib/api';
import { isActiveStatus } from './use-subscription';

/**
 * The premium activated page's check (SPEC.md section 4): a Stripe return (?session_id=) is
 * confirmed with the server first; otherwise, or if that fails, the current subscription is read.
 * When it is not active, a demo subscription is activated (the server refuses this with Stripe).
 */
export async function activatePremium(sessionId: string | null): Promise<SubscriptionResponse> {
  let checked: SubscriptionResponse | null = null;
  if (sessionId) {
    checked = await apiRequest<SubscriptionResponse>('POST', '/api/confirm-checkout', { sessionId }).catch(
      (error: unknown) => {
        console.warn('Could not confirm the checkout session', error);
        return null;
      },
    );
  }
  checked ??= await apiRequest<SubscriptionResponse>('GET', '/api/subscription');
  if (isActiveStatus(checked.status)) return checked;
  return apiRequest<SubscriptionResponse>('POST', '/api/activate-demo-subscription', { plan: 'annual' });
}
