import { MEMBERSHIP_ERRORS, type Plan } from '@contract/membership';
import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext, MemberUser } from '../../context';
import { users } from '../../db/schema';
import type { StripeConfig } from '../../env';
import { conflict, notFound } from '../../lib/app-error';
import { ENDED_STATUSES } from '../../policies/subscription';
import { closeOpenCheckout, openCheckout } from './open-checkout';
import type { PaymentProvider } from './payment-provider';
import { storeStripeSubscription, stripeIdOf } from './stripe-subscription';

/** The Stripe provider, with the client and config the webhook handler also needs. */
export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  readonly stripe: Stripe;
  readonly config: StripeConfig;
}

/**
 * Stripe's answer for an object that does not exist (or is not ours to see). The error classes are
 * the client's: the library is loaded only with the provider.
 */
export function isStripeNotFound(stripe: Stripe, error: unknown): boolean {
  return error instanceof stripe.errors.StripeError && (error.statusCode === 404 || error.code === 'resource_missing');
}

/**
 * The member's Stripe customer, created once and stored on the user. The idempotency key makes a
 * double tap create one customer; the conditional update keeps the first one if two requests race.
 */
async function ensureCustomer(ctx: AppContext, stripe: Stripe, user: MemberUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const [account] = await ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
  const customer = await stripe.customers.create(
    {
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      metadata: { userId: String(user.id) },
    },
    // The creation time keeps keys distinct when a reset database reuses ids against the same Stripe account.
    { idempotencyKey: `telve-customer-${user.id}-${account?.createdAt.getTime() ?? 0}` },
  );
  const [updated] = await ctx.db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)))
    .returning({ customer: users.stripeCustomerId });
  if (updated?.customer) return updated.customer;
  const [stored] = await ctx.db.select({ customer: users.stripeCustomerId }).from(users).where(eq(users.id, user.id));
  return stored?.customer ?? customer.id;
}

/**
 * Real payments: Stripe Checkout to subscribe, the Billing Portal to manage, webhooks to stay in step.
 * The Stripe library is loaded here, once Stripe is configured: the demo provider never needs it, and
 * loading it took about a tenth of a second of every start.
 */
export async function createStripeProvider(ctx: AppContext, config: StripeConfig): Promise<StripeProvider> {
  const { default: Stripe } = await import('stripe');
  const stripe = new Stripe(config.secretKey, {
    ...(config.apiBase ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Telve' },
  });
  const priceOf = (plan: Plan) => (plan === 'annual' ? config.priceAnnual : config.priceMonthly);

  return {
    name: 'stripe',
    stripe,
    config,

    // Nothing is stored until Stripe says the checkout is paid: the member keeps whatever they had.
    async startSubscription({ member, plan, baseUrl }) {
      const customer = await ensureCustomer(ctx, stripe, member.user);
      const metadata = { userId: String(member.user.id), plan };
      const checkoutUrl = await openCheckout(ctx, stripe, {
        userId: member.user.id,
        plan,
        params: {
          mode: 'subscription',
          customer,
          line_items: [{ price: priceOf(plan), quantity: 1 }],
          client_reference_id: String(member.user.id),
          metadata,
          subscription_data: { metadata },
          success_url: `${baseUrl}/premium-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${baseUrl}/premium`,
        },
      });
      return { row: member.subscription, checkoutUrl };
    },

    async setCancelAtPeriodEnd({ subscription, cancel }) {
      const id = subscription.id ?? '';
      let params: Stripe.SubscriptionUpdateParams = { cancel_at_period_end: cancel };
      if (!cancel) {
        // A cancellation made in the Billing Portal may be a cancel_at date, which only clearing it undoes.
        const live = await stripe.subscriptions.retrieve(id);
        if (live.cancel_at !== null && !live.cancel_at_period_end) params = { cancel_at: '' };
      }
      const updated = await stripe.subscriptions.update(id, params);
      const row = await storeStripeSubscription(ctx.db, {
        subscription: updated,
        config,
        now: ctx.now(),
        context: { source: cancel ? 'cancel' : 'reactivate' },
      });
      if (!row) throw notFound(MEMBERSHIP_ERRORS.notFound);
      return row;
    },

    async confirmCheckout({ member, sessionId }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
      } catch (error) {
        if (isStripeNotFound(stripe, error)) throw notFound(MEMBERSHIP_ERRORS.checkoutNotFound);
        throw error;
      }
      // Another member's session reads as missing, so ids cannot be probed.
      const ours =
        session.client_reference_id === String(member.user.id) &&
        member.user.stripeCustomerId !== null &&
        stripeIdOf(session.customer) === member.user.stripeCustomerId;
      if (!ours || session.mode !== 'subscription') throw notFound(MEMBERSHIP_ERRORS.checkoutNotFound);
      if (session.status !== 'complete' || !session.subscription) throw conflict(MEMBERSHIP_ERRORS.checkoutIncomplete);
      const subscription =
        typeof session.subscription === 'string'
          ? await stripe.subscriptions.retrieve(session.subscription)
          : session.subscription;
      const row = await storeStripeSubscription(ctx.db, {
        subscription,
        config,
        now: ctx.now(),
        checkoutSessionId: session.id,
        context: { source: 'confirm-checkout' },
      });
      if (!row) throw notFound(MEMBERSHIP_ERRORS.checkoutNotFound);
      return row;
    },

    async openBillingPortal({ member, baseUrl }) {
      const customer = member.user.stripeCustomerId;
      if (!customer) throw conflict(MEMBERSHIP_ERRORS.noBillingAccount);
      const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${baseUrl}/premium` });
      return session.url;
    },

    async cancelNow({ member, subscription }) {
      await closeOpenCheckout(ctx, stripe, member.user.id);
      if (!subscription?.id || subscription.provider !== 'stripe' || ENDED_STATUSES.has(subscription.status)) return;
      let canceled: Stripe.Subscription;
      try {
        canceled = await stripe.subscriptions.cancel(subscription.id);
      } catch (error) {
        if (isStripeNotFound(stripe, error)) return;
        throw error;
      }
      await storeStripeSubscription(ctx.db, {
        subscription: canceled,
        config,
        now: ctx.now(),
        context: { source: 'account-deleted' },
      });
    },
  };
}
