import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ActivateDemoRequestSchema,
  BillingPortalResponseSchema,
  ConfirmCheckoutRequestSchema,
  CreateSubscriptionRequestSchema,
  CreateSubscriptionResponseSchema,
  SubscriptionIdRequestSchema,
  SubscriptionResponseSchema,
} from '../../../../contract/membership';
import type { App } from '../../app';
import type { AppContext } from '../../context';
import { memberOf } from '../../plugins/auth';
import {
  activateDemoSubscription,
  cancelSubscription,
  confirmCheckout,
  createSubscription,
  getSubscription,
  openBillingPortal,
  reactivateSubscription,
} from './manage-subscription';
import { handleStripeWebhook } from './stripe-webhook';

/** Stripe events can carry whole objects; more room than the app's 64 KiB JSON limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Where Stripe sends the member back: PUBLIC_URL when set, else the origin the request came to. */
function baseUrlOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
}

export async function membershipRoutes(app: App): Promise<void> {
  const { ctx } = app;
  app.get(
    '/api/subscription',
    { config: { access: 'member' }, schema: { response: { 200: SubscriptionResponseSchema } } },
    async (request) => getSubscription(ctx, { member: await memberOf(ctx, request) }),
  );

  app.post(
    '/api/create-subscription',
    {
      config: { access: 'member' },
      schema: { body: CreateSubscriptionRequestSchema, response: { 200: CreateSubscriptionResponseSchema } },
    },
    async (request) =>
      createSubscription(ctx, {
        member: await memberOf(ctx, request),
        plan: request.body.plan,
        baseUrl: baseUrlOf(ctx, request),
      }),
  );

  app.post(
    '/api/cancel-subscription',
    {
      config: { access: 'member' },
      schema: { body: SubscriptionIdRequestSchema, response: { 200: SubscriptionResponseSchema } },
    },
    async (request) =>
      cancelSubscription(ctx, { member: await memberOf(ctx, request), subscriptionId: request.body.subscriptionId }),
  );

  app.post(
    '/api/reactivate-subscription',
    {
      config: { access: 'member' },
      schema: { body: SubscriptionIdRequestSchema, response: { 200: SubscriptionResponseSchema } },
    },
    async (request) =>
      reactivateSubscription(ctx, {
        member: await memberOf(ctx, request),
        subscriptionId: request.body.subscriptionId,
      }),
  );

  app.post(
    '/api/activate-demo-subscription',
    {
      config: { access: 'member' },
      schema: { body: ActivateDemoRequestSchema, response: { 200: SubscriptionResponseSchema } },
    },
    async (request) =>
      activateDemoSubscription(ctx, {
        member: await memberOf(ctx, request),
        plan: request.body.plan,
      }),
  );

  app.post(
    '/api/confirm-checkout',
    {
      config: { access: 'member' },
      schema: { body: ConfirmCheckoutRequestSchema, response: { 200: SubscriptionResponseSchema } },
    },
    async (request) =>
      confirmCheckout(ctx, { member: await memberOf(ctx, request), sessionId: request.body.sessionId }),
  );

  app.post(
    '/api/billing-portal',
    { config: { access: 'member' }, schema: { response: { 200: BillingPortalResponseSchema } } },
    async (request) =>
      openBillingPortal(ctx, { member: await memberOf(ctx, request), baseUrl: baseUrlOf(ctx, request) }),
  );

  await app.register(stripeWebhookRoutes);
}

/**
 * The webhook in a plugin of its own, so only it reads JSON as raw bytes: the signature is computed
 * over the exact body Stripe sent, which parsing and re-serialising would change.
 */
async function stripeWebhookRoutes(app: App): Promise<void> {
  const { ctx } = app;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/stripe/webhook',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { response: { 200: z.object({ received: z.boolean() }) } } },
    async (request) => {
      const body = request.body;
      const payload = Buffer.isBuffer(body) || typeof body === 'string' ? body : null;
      const header = request.headers['stripe-signature'];
      await handleStripeWebhook(ctx, { payload, signature: Array.isArray(header) ? header[0] : header });
      return { received: true };
    },
  );
}
