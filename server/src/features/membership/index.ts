/**
 * Membership: Premium bought through a payment provider (Stripe, or the demo), the subscription
 * kept in step with it. The entitlement rule itself is policies/subscription.ts. What other
 * features and the app use of it:
 */
export { createPaymentProvider, providerForRow } from './create-payment-provider';
export { loadSubscription } from './subscription-store';
