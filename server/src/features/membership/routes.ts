import { membershipEndpoints } from '@contract/membership';
import { publicOrigin } from '../../plugins/public-origin';
import { defineRoutes } from '../../plugins/routes';
import { activateDemoSubscription } from './activate-demo-subscription';
import { cancelSubscription } from './cancel-subscription';
import { confirmCheckout } from './confirm-checkout';
import { createSubscription } from './create-subscription';
import { getSubscription } from './get-subscription';
import { openBillingPortal } from './open-billing-portal';
import { reactivateSubscription } from './reactivate-subscription';
import { handleStripeWebhook } from './stripe-webhook';

/** Stripe events can carry whole objects; more room than the app's 64 KiB JSON limit. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const membershipRoutes = defineRoutes(async ({ app, route, ctx }) => {
  route(membershipEndpoints.subscription, async ({ member }) => getSubscription(ctx, { member }));

  route(membershipEndpoints.createSubscription, async ({ member, body, request }) =>
    createSubscription(ctx, { member, plan: body.plan, baseUrl: publicOrigin(ctx, request) }),
  );

  route(membershipEndpoints.cancelSubscription, async ({ member, body }) =>
    cancelSubscription(ctx, { member, subscriptionId: body.subscriptionId }),
  );

  route(membershipEndpoints.reactivateSubscription, async ({ member, body }) =>
    reactivateSubscription(ctx, { member, subscriptionId: body.subscriptionId }),
  );

  route(membershipEndpoints.activateDemoSubscription, async ({ member, body }) =>
    activateDemoSubscription(ctx, { member, plan: body.plan }),
  );

  route(membershipEndpoints.confirmCheckout, async ({ member, body }) =>
    confirmCheckout(ctx, { member, sessionId: body.sessionId }),
  );

  route(membershipEndpoints.billingPortal, async ({ member, request }) =>
    openBillingPortal(ctx, { member, baseUrl: publicOrigin(ctx, request) }),
  );

  await app.register(stripeWebhookRoutes);
});

/**
 * The webhook in a plugin of its own, so only it reads JSON as raw bytes: the signature is computed
 * over the exact body Stripe sent, which parsing and re-serialising would change.
 */
const stripeWebhookRoutes = defineRoutes(({ app, route, ctx }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  route(
    membershipEndpoints.stripeWebhook,
    async ({ request }) => {
      const body: unknown = request.body;
      const payload = Buffer.isBuffer(body) || typeof body === 'string' ? body : null;
      const header = request.headers['stripe-signature'];
      await handleStripeWebhook(ctx, { payload, signature: Array.isArray(header) ? header[0] : header });
      return { received: true };
    },
    { bodyLimit: WEBHOOK_BODY_LIMIT },
  );
});
