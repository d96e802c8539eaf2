import { MEMBERSHIP_ERRORS } from '@contract/membership';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { stripeProviderFor } from './create-payment-provider';
import { isStripeNotFound, type StripeProvider } from './stripe-provider';
import { memberIdForCustomer, storeStripeSubscription, stripeIdOf } from './stripe-subscription';
import { recordBillingEvent } from './subscription-store';

/** Seconds a signed event stays acceptable (Stripe's recommended tolerance). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What one event asks for: the subscription to bring in step, and what else to remember. */
interface EventPlan {
  subscription: Stripe.Subscription | null;
  checkoutSessionId?: string;
  failedInvoice?: Stripe.Invoice;
}

/** The subscription an invoice belongs to: under `parent` since 2025-03-31.basil, top-level before. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  if (parent) return stripeIdOf(parent);
  return stripeIdOf((invoice as { subscription?: string | { id: string } | null }).subscription);
}

/**
 * Stripe's current state of the subscription, re-read rather than taken from the event: events
 * arrive late, twice or out of order, and the live object is what converges. A subscription Stripe
 * no longer knows falls back to the event's copy.
 */
async function currentSubscription(
  provider: StripeProvider,
  id: string | null,
  fallback: Stripe.Subscription | null = null,
): Promise<Stripe.Subscription | null> {
  if (!id) return fallback;
  try {
    return await provider.stripe.subscriptions.retrieve(id);
  } catch (error) {
    if (isStripeNotFound(provider.stripe, error)) return fallback;
    throw error;
  }
}

async function planFor(provider: StripeProvider, event: Stripe.Event): Promise<EventPlan> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { subscription: null };
      const subscription = await currentSubscription(provider, stripeIdOf(session.subscription));
      return { subscription, checkoutSessionId: session.id };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscription: await currentSubscription(provider, event.data.object.id, event.data.object) };
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        subscription: await currentSubscription(provider, invoiceSubscriptionId(invoice)),
        failedInvoice: invoice,
      };
    }
    default:
      return { subscription: null };
  }
}

async function applyPlan(db: Db, provider: StripeProvider, event: Stripe.Event, plan: EventPlan, now: Date) {
  const context = { source: 'webhook', stripeEventId: event.id, stripeEventType: event.type };
  if (plan.subscription) {
    await storeStripeSubscription(db, {
      subscription: plan.subscription,
      config: provider.config,
      now,
      checkoutSessionId: plan.checkoutSessionId,
      context,
    });
  }
  const invoice = plan.failedInvoice;
  if (invoice) {
    const userId = await memberIdForCustomer(db, stripeIdOf(invoice.customer), plan.subscription?.metadata?.userId);
    if (userId === null) return;
    const data = {
      ...context,
      invoiceId: invoice.id,
      amountDue: invoice.amount_due,
      currency: invoice.currency,
      attemptCount: invoice.attempt_count,
      nextPaymentAttempt: invoice.next_payment_attempt
        ? new Date(invoice.next_payment_attempt * 1000).toISOString()
        : null,
    };
    await recordBillingEvent(db, {
      userId,
      subscriptionId: invoiceSubscriptionId(invoice),
      event: { type: 'payment_failed', data },
      now,
    });
  }
}

/**
 * POST /api/stripe/webhook: verifies the signature on the raw body, applies each event id once (a
 * replay changes nothing) and keeps the member's subscription in step with Stripe.
 */
export async function handleStripeWebhook(
  ctx: AppContext,
  options: { payload: Buffer | string | null; signature: string | undefined },
): Promise<void> {
  if (!options.signature || options.payload === null) throw badRequest(MEMBERSHIP_ERRORS.badSignature);
  const provider = stripeProviderFor(ctx);
  if (!provider) throw badRequest(MEMBERSHIP_ERRORS.stripeOnly);
  let event: Stripe.Event;
  try {
    event = provider.stripe.webhooks.constructEvent(
      options.payload,
      options.signature,
      provider.config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      ctx.now().getTime(),
    );
  } catch {
    throw badRequest(MEMBERSHIP_ERRORS.badSignature);
  }
  const [seen] = await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return;
  // Stripe is read before the transaction, so no database lock waits on the network.
  const plan = await planFor(provider, event);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    // A copy delivered at the same moment got here first and applied it.
    if (!claimed) return;
    await applyPlan(tx, provider, event, plan, now);
  });
}
