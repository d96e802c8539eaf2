import { MEMBERSHIP_ERRORS } from '@contract/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { signUp } from '../../../test/factories';
import { type StripeStandIn, signWebhook, startStripeStandIn, stripeConfigFor } from '../../../test/stand-ins/stripe';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { stripeEvents, subscriptions } from '../../db/schema';

const SECRET = 'whsec_webhook_test';
let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({ stripe: stripeConfigFor(stripe, SECRET) });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const periodEnd = (subscription: any) => subscription.items.data[0].current_period_end as number;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const userOf = async (client: TestClient) => (await client.get('/api/user')).body;

function deliver(event: unknown, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const { payload, signature } = signWebhook(event, options.secret ?? SECRET, options.timestamp);
  const body = options.tamper ? payload.replace('"livemode": false', '"livemode": true') : payload;
  if (options.tamper && body === payload) throw new Error('the payload had nothing to tamper with');
  return t.client().request('POST', '/api/stripe/webhook', body, { 'stripe-signature': signature });
}

const historyOf = (userId: number) => billingHistory(t.database.db, userId);

const rowOf = async (userId: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0] ?? null;

/** A member who paid on Stripe's Checkout page; only webhooks tell Telve about it. */
async function paidMember(plan: 'monthly' | 'annual' = 'monthly') {
  const member = await signUp(t);
  const created = await member.client.post('/api/create-subscription', { plan });
  const sessionId = created.body.checkoutUrl.split('/').at(-1) as string;
  const { session, subscription } = stripe.completeCheckout(sessionId);
  return { ...member, session, subscription };
}

describe('POST /api/stripe/webhook: signatures', () => {
  it.each([
    ['a wrong secret', { secret: 'whsec_someone_else' }],
    ['a changed body', { tamper: true }],
    ['a timestamp older than 300 s', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
  ])('refuses %s with 400 and changes nothing', async (_label, options) => {
    const { user, session } = await paidMember();
    const event = stripe.event('checkout.session.completed', session);
    const res = await deliver(event, options);
    expect(res).toMatchObject({ status: 400, body: { message: MEMBERSHIP_ERRORS.badSignature } });
    expect(await rowOf(user.id)).toBeNull();
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([]);
  });

  it('refuses a delivery without a Stripe-Signature header (400)', async () => {
    const res = await t
      .client()
      .post('/api/stripe/webhook', { id: 'evt_unsigned', type: 'customer.subscription.deleted' });
    expect(res).toMatchObject({ status: 400, body: { message: MEMBERSHIP_ERRORS.badSignature } });
  });

  it('accepts a signature made 299 s ago', async () => {
    const { client, session } = await paidMember();
    const res = await deliver(stripe.event('checkout.session.completed', session), {
      timestamp: Math.floor(Date.now() / 1000) - 299,
    });
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    expect((await userOf(client)).isPremium).toBe(true);
  });
});

describe('POST /api/stripe/webhook: keeping the subscription in step', () => {
  it('activates Premium on checkout.session.completed and applies the same event only once', async () => {
    const { client, user, session, subscription } = await paidMember('annual');
    const event = stripe.event('checkout.session.completed', session);
    expect((await deliver(event)).status).toBe(200);
    const me = await userOf(client);
    expect(me).toMatchObject({ isPremium: true, stripeSubscriptionId: subscription.id });
    expect(me.premium).toEqual({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: iso(periodEnd(subscription)),
    });
    const history = await historyOf(user.id);
    expect(history.map((line) => line.type)).toEqual(['checkout_created', 'checkout_completed', 'created']);
    expect(history[2]?.data).toMatchObject({ source: 'webhook', stripeEventId: event.id });

    const reads = stripe.requests.length;
    const replay = await deliver(event);
    expect(replay).toMatchObject({ status: 200, body: { received: true } });
    expect(stripe.requests).toHaveLength(reads);
    expect(await historyOf(user.id)).toHaveLength(3);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(1);
  });

  it("converges when 'updated' arrives before 'created'", async () => {
    const { client, user, subscription: asCreated } = await paidMember('monthly');
    const asUpdated = stripe.updateSubscription(asCreated.id, { cancel_at_period_end: true });
    const created = stripe.event('customer.subscription.created', asCreated);
    const updated = stripe.event('customer.subscription.updated', asUpdated);

    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      id: asCreated.id,
      provider: 'stripe',
      plan: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd(asCreated) * 1000),
    });
    // The late 'created' did not undo the cancellation, nor write history of its own.
    const types = (await historyOf(user.id)).map((line) => line.type);
    expect(types).toEqual(['checkout_created', 'created']);
    expect((await userOf(client)).premium.cancelAtPeriodEnd).toBe(true);
  });

  it('records a renewal, then a failed payment: past_due is not premium and no second plan is sold', async () => {
    const { client, user, session, subscription } = await paidMember('monthly');
    await deliver(stripe.event('checkout.session.completed', session));
    const nextEnd = periodEnd(subscription) + 30 * 24 * 3600;
    const renewed = stripe.updateSubscription(subscription.id, { periodEnd: nextEnd });
    await deliver(stripe.event('customer.subscription.updated', renewed));
    expect((await userOf(client)).premium.currentPeriodEnd).toBe(iso(nextEnd));

    const invoice = stripe.failPayment(subscription.id);
    const res = await deliver(stripe.event('invoice.payment_failed', invoice));
    expect(res.status).toBe(200);
    const me = await userOf(client);
    expect(me.isPremium).toBe(false);
    expect(me.premium.status).toBe('past_due');
    const history = await historyOf(user.id);
    expect(history.map((line) => line.type)).toEqual([
      'checkout_created',
      'checkout_completed',
      'created',
      'renewed',
      'status_changed',
      'payment_failed',
    ]);
    expect(history.at(-1)).toMatchObject({
      subscriptionId: subscription.id,
      data: { invoiceId: invoice.id, amountDue: 999, currency: 'usd', attemptCount: 1 },
    });
    const again = await client.post('/api/create-subscription', { plan: 'annual' });
    expect(again).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.paymentProblem } });
  });

  it('ends Premium on customer.subscription.deleted, even when Stripe no longer returns the subscription', async () => {
    const { client, user, session, subscription } = await paidMember('annual');
    await deliver(stripe.event('checkout.session.completed', session));
    const endedAt = Math.floor(Date.now() / 1000);
    // Cancelled after a cancel-at-period-end request: the end date must not keep Premium alive.
    const deleted = stripe.updateSubscription(subscription.id, {
      status: 'canceled',
      cancel_at_period_end: true,
      ended_at: endedAt,
    });
    stripe.subscriptions.delete(subscription.id);
    expect((await deliver(stripe.event('customer.subscription.deleted', deleted))).status).toBe(200);
    const me = await userOf(client);
    expect(me.isPremium).toBe(false);
    expect(me.premium).toEqual({
      plan: 'annual',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: iso(endedAt),
    });
    expect((await historyOf(user.id)).at(-1)?.type).toBe('deleted');
    const resubscribe = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(resubscribe.status).toBe(200);
  });

  it('undoes a Billing Portal cancellation (cancel_at) when the member reactivates', async () => {
    const { client, session, subscription } = await paidMember('monthly');
    await deliver(stripe.event('checkout.session.completed', session));
    const cancelAt = periodEnd(subscription) - 24 * 3600;
    const viaPortal = stripe.updateSubscription(subscription.id, { cancel_at: cancelAt });
    await deliver(stripe.event('customer.subscription.updated', viaPortal));
    expect((await userOf(client)).premium).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: iso(cancelAt) });

    const res = await client.post('/api/reactivate-subscription', { subscriptionId: subscription.id });
    expect(res.body.subscription).toMatchObject({
      cancelAtPeriodEnd: false,
      currentPeriodEnd: iso(periodEnd(subscription)),
    });
    const update = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscription.id}`,
    );
    expect(update.at(-1)?.body).toEqual({ cancel_at: '' });
  });

  it('answers 200 and changes nothing for event types it does not use, or customers it does not know', async () => {
    const { user, subscription } = await paidMember();
    expect((await deliver(stripe.event('customer.created', { id: 'cus_x', object: 'customer' }))).status).toBe(200);
    const foreign = { ...subscription, customer: 'cus_not_ours', metadata: {} };
    stripe.subscriptions.set(subscription.id, foreign);
    expect((await deliver(stripe.event('customer.subscription.updated', foreign))).status).toBe(200);
    expect(await rowOf(user.id)).toBeNull();
  });
});

describe('Stripe API versions before 2025-03-31.basil', () => {
  let legacy: StripeStandIn;
  let app: TestApp;
  beforeAll(async () => {
    legacy = await startStripeStandIn({ legacyPeriods: true });
    app = await startTestApp({ stripe: stripeConfigFor(legacy, SECRET) });
  });
  afterAll(async () => {
    await app?.close();
    await legacy?.close();
  });

  it('reads current_period_end from the subscription and the subscription from the invoice', async () => {
    const { client } = await signUp(app);
    const created = await client.post('/api/create-subscription', { plan: 'annual' });
    const { session, subscription } = legacy.completeCheckout(created.body.checkoutUrl.split('/').at(-1));
    expect(subscription.current_period_end).toEqual(expect.any(Number));
    expect(subscription.items.data[0].current_period_end).toBeUndefined();
    const confirmed = await client.post('/api/confirm-checkout', { sessionId: session.id });
    expect(confirmed.body.subscription.currentPeriodEnd).toBe(iso(subscription.current_period_end));

    const invoice = legacy.failPayment(subscription.id);
    expect(invoice.parent).toBeNull();
    const { payload, signature } = signWebhook(legacy.event('invoice.payment_failed', invoice), SECRET);
    const res = await app.client().request('POST', '/api/stripe/webhook', payload, { 'stripe-signature': signature });
    expect(res.status).toBe(200);
    expect((await client.get('/api/subscription')).body.status).toBe('past_due');
  });
});
