import type { Plan } from '@contract/membership';
import type { Member } from '../../context';
import type { SubscriptionRow } from '../../db/schema';

/** What starting a subscription gives back: the stored row (demo), or the Checkout page (Stripe). */
interface StartedSubscription {
  row: SubscriptionRow | null;
  checkoutUrl?: string;
}

/**
 * Where Premium is bought. `demo` activates at once (the embedded default); `stripe` sells through
 * Stripe Checkout and keeps the row in step with Stripe. Chosen once per app by configuration.
 */
export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** Starts a subscription to the plan; `baseUrl` is where Stripe sends the member back. */
  startSubscription(options: { member: Member; plan: Plan; baseUrl: string }): Promise<StartedSubscription>;
  /** Sets (cancel) or clears (reactivate) cancel-at-period-end on the member's own subscription. */
  setCancelAtPeriodEnd(options: {
    member: Member;
    subscription: SubscriptionRow;
    cancel: boolean;
  }): Promise<SubscriptionRow>;
  /** Checks a finished Checkout Session with the provider and stores its subscription. */
  confirmCheckout(options: { member: Member; sessionId: string }): Promise<SubscriptionRow>;
  /** A Billing Portal page where the member manages card, invoices and plan. */
  openBillingPortal(options: { member: Member; baseUrl: string }): Promise<string>;
  /**
   * Ends the member's billing at once, not at the period's end (the account is being deleted): the
   * subscription is cancelled with the provider and any open checkout closed. Recorded in the history.
   */
  cancelNow(options: { member: Member; subscription: SubscriptionRow | null }): Promise<void>;
}

declare module '../../context' {
  interface AppContext {
    /** Where Premium is bought: Stripe when configured, else the demo provider. */
    payments: PaymentProvider;
  }
}
