import { MEMBERSHIP_ERRORS } from '@contract/membership';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { createDemoProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider, type StripeProvider } from './stripe-provider';

/** The app's provider: Stripe when `ctx.config.stripe` is set, the demo otherwise. Built once, at start-up. */
export async function createPaymentProvider(ctx: AppContext): Promise<PaymentProvider> {
  return ctx.config.stripe ? await createStripeProvider(ctx, ctx.config.stripe) : createDemoProvider(ctx);
}

/** The Stripe provider, or null while Stripe is not configured. */
export function stripeProviderFor(ctx: AppContext): StripeProvider | null {
  return ctx.payments.name === 'stripe' ? (ctx.payments as StripeProvider) : null;
}

/**
 * The provider that owns a stored subscription: a demo row stays the demo's (it is only local
 * state) even after Stripe is connected; a Stripe row needs Stripe.
 */
export function providerForRow(ctx: AppContext, row: SubscriptionRow): PaymentProvider {
  if (row.provider === 'demo') {
    return ctx.payments.name === 'demo' ? ctx.payments : createDemoProvider(ctx);
  }
  const stripe = stripeProviderFor(ctx);
  if (!stripe) throw conflict(MEMBERSHIP_ERRORS.stripeOnly);
  return stripe;
}
