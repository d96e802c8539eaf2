import { z } from 'zod';
import { endpoint } from './endpoint';
import { CHECKOUT_KINDS, DEFAULT_PLAN, PLAN_IDS } from './plans';
import { ROUTES } from './routes';
import { safeText } from './text';

// The plans and their prices need no zod: screens that only show them import contract/plans.ts.
export * from './plans';

/** What Premium unlocks, for the /premium list and the activated page. */
export const PREMIUM_FEATURES = [
  { title: 'Unlimited questions', description: 'Ask the reader as many follow-up questions as you like.' },
  { title: 'Unlimited affirmations', description: 'A fresh affirmation for every mood, as often as you need one.' },
  { title: 'Detailed horoscopes', description: 'Deeper daily insights drawn from the real sky.' },
  { title: 'Wellness Circle', description: 'Join topic circles: share posts, comment, and RSVP to events.' },
  { title: 'Journal and reading history', description: 'Keep every reading and look back on your journey.' },
  { title: 'Save favourites', description: 'Save readings, horoscopes and affirmations to your journal.' },
  { title: 'Personalised guidance', description: 'Guidance shaped by your intentions and moods.' },
  { title: 'Art gallery', description: 'Coffee artwork from the gallery, with prints to order.' },
] as const;

/** The server's refusals, so tests and the client can compare against one text. */
export const MEMBERSHIP_ERRORS = {
  badPlan: 'Please choose the monthly or annual plan',
  alreadySubscribed: 'You already have an active subscription.',
  stillRunning: 'Your subscription is still running until the end of its period. Reactivate it to keep Premium.',
  notFound: 'Subscription not found',
  lapsed: 'This subscription has ended. Please subscribe again.',
  paymentProblem: 'Your subscription is waiting for a payment. Please update your card in Manage billing.',
  demoRefused: 'Demo activation is not available: Premium is purchased through Stripe.',
  stripeOnly: 'Stripe is not connected, so there is no checkout or billing portal.',
  noBillingAccount: 'You have no billing account yet. Subscribe to Premium first.',
  checkoutNotFound: 'Checkout session not found',
  checkoutIncomplete: 'The checkout is not complete yet.',
  badSignature: 'Invalid Stripe signature.',
} as const;

const PlanSchema = z.enum(PLAN_IDS, { error: MEMBERSHIP_ERRORS.badPlan });

const IdSchema = (what: string) =>
  safeText({ error: `Please send the ${what}.` })
    .trim()
    .min(1, `Please send the ${what}.`)
    .max(255, `Please send a valid ${what}.`)
    .regex(/^[A-Za-z0-9_-]+$/, `Please send a valid ${what}.`);

/** Statuses after which there is nothing to manage: the member picks a plan again. */
const ENDED_STATUSES: ReadonlySet<string> = new Set(['none', 'canceled', 'incomplete', 'incomplete_expired']);

/**
 * The one subscription model of the API (the product's subscription and the user's `premium` object):
 * status already applies the entitlement rule.
 */
export const SubscriptionSchema = z.object({
  id: z.string(),
  plan: z.string(),
  status: z.string(),
  /** ISO date-time: the next billing date, or the day Premium ends once cancelled. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Whether the subscription is one to show and manage (running, cancelling, or waiting for payment). */
export function isManageable(subscription: Subscription | null | undefined): subscription is Subscription {
  return Boolean(subscription) && !ENDED_STATUSES.has(subscription?.status ?? 'none');
}

/** Whether a status, as the server reports it, gives Premium now. */
export function isActiveStatus(status: string | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/**
 * Answer of every subscription change (and, with `checkout`, of GET /api/subscription): status is
 * 'none' when there is no subscription.
 */
const SubscriptionResponseSchema = z.object({
  status: z.string(),
  subscription: SubscriptionSchema.nullable(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** Answer of GET /api/subscription: the subscription, and how a new one would be paid. */
const SubscriptionStateSchema = SubscriptionResponseSchema.extend({ checkout: z.enum(CHECKOUT_KINDS) });
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** Answer of POST /api/create-subscription: with Stripe, the Checkout page to send the member to. */
const CreateSubscriptionResponseSchema = SubscriptionResponseSchema.extend({
  checkoutUrl: z.string().optional(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

const CreateSubscriptionRequestSchema = z.object({ plan: PlanSchema }, { error: MEMBERSHIP_ERRORS.badPlan });

/** Body of cancel and reactivate: the caller's own subscription id. */
export const SubscriptionIdRequestSchema = z.object(
  { subscriptionId: IdSchema('subscription id') },
  { error: 'Please send the subscription id.' },
);

/**
 * Body of POST /api/activate-demo-subscription (the product sends `{ plan: 'annual' }`). Without a body the
 * plan is annual; a body that is sent must name a plan, so a stray `{}` activates nothing.
 */
const ActivateDemoRequestSchema = z
  .object({ plan: PlanSchema }, { error: MEMBERSHIP_ERRORS.badPlan })
  .nullish()
  .transform((body) => body ?? { plan: DEFAULT_PLAN });

/** Body of POST /api/confirm-checkout: the session_id Stripe put in the success URL. */
export const ConfirmCheckoutRequestSchema = z.object(
  { sessionId: IdSchema('checkout session id') },
  { error: 'Please send the checkout session id.' },
);

/** Answer of POST /api/billing-portal: the Stripe Billing Portal page. */
const BillingPortalResponseSchema = z.object({ url: z.string() });

/** Stripe's webhook answer. */
const WebhookReceivedSchema = z.object({ received: z.boolean() });

export const membershipEndpoints = {
  subscription: endpoint({ ...ROUTES.subscription, response: SubscriptionStateSchema }),
  createSubscription: endpoint({
    ...ROUTES.createSubscription,
    body: CreateSubscriptionRequestSchema,
    response: CreateSubscriptionResponseSchema,
  }),
  cancelSubscription: endpoint({
    ...ROUTES.cancelSubscription,
    body: SubscriptionIdRequestSchema,
    response: SubscriptionResponseSchema,
  }),
  reactivateSubscription: endpoint({
    ...ROUTES.reactivateSubscription,
    body: SubscriptionIdRequestSchema,
    response: SubscriptionResponseSchema,
  }),
  activateDemoSubscription: endpoint({
    ...ROUTES.activateDemoSubscription,
    body: ActivateDemoRequestSchema,
    response: SubscriptionResponseSchema,
  }),
  confirmCheckout: endpoint({
    ...ROUTES.confirmCheckout,
    body: ConfirmCheckoutRequestSchema,
    response: SubscriptionResponseSchema,
  }),
  billingPortal: endpoint({ ...ROUTES.billingPortal, response: BillingPortalResponseSchema }),
  /** Called by Stripe, never by the client: the signature over the raw body is the proof. */
  stripeWebhook: endpoint({ ...ROUTES.stripeWebhook, response: WebhookReceivedSchema }),
};
