import { MEMBERSHIP_ERRORS, type Plan } from '../../../../contract/membership';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import type { Member } from '../../plugins/auth';
import { createDemoProvider } from './demo-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/** What starting a subscription gives back: the stored row (demo), or the Checkout page (Stripe). */
export interface StartedSubscription {
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
}

const providers = new WeakMap<AppContext, PaymentProvider>();

/** The app's provider: Stripe when `ctx.config.stripe` is set, the demo otherwise. Built once per app. */
export function paymentProviderFor(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = ctx.config.stripe ? createStripeProvider(ctx, ctx.config.stripe) : createDemoProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

/** The Stripe provider, or null while Stripe is not configured. */
export function stripeProviderFor(ctx: AppContext): StripeProvider | null {
  const provider = paymentProviderFor(ctx);
  return provider.name === 'stripe' ? (provider as StripeProvider) : null;
}

/**
 * The provider that owns a stored subscription: a demo row stays the demo's (it is only local
 * state) even after Stripe is connected; a Stripe row needs Stripe.
 */
export function providerForRow(ctx: AppContext, row: SubscriptionRow): PaymentProvider {
  if (row.provider === 'demo') {
    const provider = paymentProviderFor(ctx);
    return provider.name === 'demo' ? provider : createDemoProvider(ctx);
  }
  const stripe = stripeProviderFor(ctx);
  if (!stripe) throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
  return stripe;
}
