import { MEMBERSHIP_ERRORS } from '@contract/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { signUp } from '../../../test/factories';
import { type StripeStandIn, startStripeStandIn, stripeConfigFor } from '../../../test/stand-ins/stripe';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({ stripe: stripeConfigFor(stripe, 'whsec_checkout_test') });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const calls = (method: string, path: string) => stripe.requests.filter((r) => r.method === method && r.path === path);
const periodEndIso = (subscription: any) =>
  new Date(subscription.items.data[0].current_period_end * 1000).toISOString();

const historyOf = (userId: number) => billingHistory(t.database.db, userId);

/** A member who has opened Checkout and paid on Stripe's page (not yet confirmed with Telve). */
async function paidMember(plan: 'monthly' | 'annual' = 'annual') {
  const member = await signUp(t);
  const created = await member.client.post('/api/create-subscription', { plan });
  const sessionId = created.body.checkoutUrl.split('/').at(-1) as string;
  const { subscription } = stripe.completeCheckout(sessionId);
  return { ...member, sessionId, subscription };
}

async function confirmed(plan: 'monthly' | 'annual' = 'annual') {
  const member = await paidMember(plan);
  const res = await member.client.post('/api/confirm-checkout', { sessionId: member.sessionId });
  expect(res.status).toBe(200);
  return member;
}

const userOf = async (client: TestClient) => (await client.get('/api/user')).body;

describe('Stripe: opening Checkout', () => {
  it('creates the Stripe customer once, opens a subscription Checkout Session and stores nothing yet', async () => {
    const { client, user } = await signUp(t);
    const customersBefore = calls('POST', '/v1/customers').length;
    const res = await client.post('/api/create-subscription', { plan: 'annual' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'none',
      subscription: null,
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/),
    });
    expect(calls('POST', '/v1/customers')).toHaveLength(customersBefore + 1);
    const customerCall = calls('POST', '/v1/customers').at(-1)!;
    expect(customerCall.body).toMatchObject({ email: user.email, metadata: { userId: String(user.id) } });
    expect(customerCall.headers['idempotency-key']).toMatch(new RegExp(`^telve-customer-${user.id}-\\d+$`));
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.stripeCustomerId).toMatch(/^cus_/);

    const session = calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.body).toEqual({
      mode: 'subscription',
      customer: stored?.stripeCustomerId,
      line_items: [{ price: stripe.prices.annual, quantity: '1' }],
      client_reference_id: String(user.id),
      metadata: { userId: String(user.id), plan: 'annual' },
      subscription_data: { metadata: { userId: String(user.id), plan: 'annual' } },
      success_url: `${t.url}/premium-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.url}/premium`,
      expires_at: expect.stringMatching(/^\d+$/),
    });
    // Open for 35 minutes (Stripe's range is 30 minutes to a day).
    expect(Number(session.body.expires_at) * 1000 - Date.now()).toBeGreaterThan(34 * 60_000);
    expect(Number(session.body.expires_at) * 1000 - Date.now()).toBeLessThanOrEqual(35 * 60_000);
    const me = await userOf(client);
    expect(me).toMatchObject({ isPremium: false, premium: null, stripeCustomerId: stored?.stripeCustomerId });

    // A second attempt reuses the customer and prices the other plan.
    const again = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(again.status).toBe(200);
    expect(calls('POST', '/v1/customers')).toHaveLength(customersBefore + 1);
    const second = calls('POST', '/v1/checkout/sessions').at(-1)!;
    expect(second.body).toMatchObject({
      customer: stored?.stripeCustomerId,
      line_items: [{ price: stripe.prices.monthly }],
    });
    expect((await historyOf(user.id)).map((line) => [line.type, line.data.plan])).toEqual([
      ['checkout_created', 'annual'],
      ['checkout_created', 'monthly'],
    ]);
  });

  it('refuses unknown plans (400) without calling Stripe', async () => {
    const { client } = await signUp(t);
    const before = stripe.requests.length;
    const res = await client.post('/api/create-subscription', { plan: 'lifetime' });
    expect(res).toMatchObject({ status: 400, body: { message: MEMBERSHIP_ERRORS.badPlan } });
    expect(stripe.requests).toHaveLength(before);
  });

  it('refuses demo activation: Premium cannot be had free (403)', async () => {
    const { client } = await signUp(t);
    const res = await client.post('/api/activate-demo-subscription', { plan: 'annual' });
    expect(res).toMatchObject({ status: 403, body: { message: MEMBERSHIP_ERRORS.demoRefused } });
    expect((await userOf(client)).isPremium).toBe(false);
  });
});

describe('Stripe: confirming the Checkout Session on the premium activated page', () => {
  it('stores the paid subscription after checking the session with Stripe', async () => {
    const { client, user, sessionId, subscription } = await paidMember('annual');
    const res = await client.post('/api/confirm-checkout', { sessionId });
    expect(res.status).toBe(200);
    const expected = {
      status: 'active',
      subscription: {
        id: subscription.id,
        plan: 'annual',
        status: 'active',
        currentPeriodEnd: periodEndIso(subscription),
        cancelAtPeriodEnd: false,
      },
    };
    expect(res.body).toEqual(expected);
    expect(calls('GET', `/v1/checkout/sessions/${sessionId}`).at(-1)?.query).toEqual({ expand: ['subscription'] });
    expect((await client.get('/api/subscription')).body).toEqual({ ...expected, checkout: 'stripe' });
    const me = await userOf(client);
    expect(me).toMatchObject({ isPremium: true, stripeSubscriptionId: subscription.id });
    expect(me.premium).toEqual({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEndIso(subscription),
    });

    // Confirming again (a reload of the page) changes nothing.
    expect((await client.post('/api/confirm-checkout', { sessionId })).body).toEqual(expected);
    expect((await historyOf(user.id)).map((line) => line.type)).toEqual([
      'checkout_created',
      'checkout_completed',
      'created',
    ]);
    const again = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(again).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.alreadySubscribed } });
  });

  it('answers 409 while the session is not paid, and stores nothing', async () => {
    const { client } = await signUp(t);
    const created = await client.post('/api/create-subscription', { plan: 'monthly' });
    const sessionId = created.body.checkoutUrl.split('/').at(-1);
    const res = await client.post('/api/confirm-checkout', { sessionId });
    expect(res).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.checkoutIncomplete } });
    expect((await userOf(client)).isPremium).toBe(false);
  });

  it("treats another member's session, and an unknown one, as not found (404)", async () => {
    const owner = await paidMember();
    const stranger = await signUp(t);
    await stranger.client.post('/api/create-subscription', { plan: 'annual' });
    for (const sessionId of [owner.sessionId, 'cs_test_does_not_exist']) {
      const res = await stranger.client.post('/api/confirm-checkout', { sessionId });
      expect(res).toMatchObject({ status: 404, body: { message: MEMBERSHIP_ERRORS.checkoutNotFound } });
    }
    expect((await userOf(stranger.client)).isPremium).toBe(false);
    expect((await userOf(owner.client)).isPremium).toBe(false);
  });
});

describe('Stripe: cancel, reactivate and the Billing Portal', () => {
  it('sets and clears cancel_at_period_end on the Stripe subscription', async () => {
    const { client, user, subscription } = await confirmed('monthly');
    const cancelled = await client.post('/api/cancel-subscription', { subscriptionId: subscription.id });
    expect(cancelled.status).toBe(200);
    expect(calls('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
      cancel_at_period_end: 'true',
    });
    expect(cancelled.body).toEqual({
      status: 'active',
      subscription: {
        id: subscription.id,
        plan: 'monthly',
        status: 'active',
        currentPeriodEnd: periodEndIso(subscription),
        cancelAtPeriodEnd: true,
      },
    });
    expect(stripe.subscriptions.get(subscription.id).cancel_at_period_end).toBe(true);
    expect((await userOf(client)).isPremium).toBe(true);

    const reactivated = await client.post('/api/reactivate-subscription', { subscriptionId: subscription.id });
    expect(reactivated.body.subscription.cancelAtPeriodEnd).toBe(false);
    expect(calls('POST', `/v1/subscriptions/${subscription.id}`).at(-1)?.body).toEqual({
      cancel_at_period_end: 'false',
    });
    expect(stripe.subscriptions.get(subscription.id).cancel_at_period_end).toBe(false);
    const types = (await historyOf(user.id)).map((line) => line.type);
    expect(types.slice(-2)).toEqual(['cancel_requested', 'reactivated']);
  });

  it("answers 404 for another member's subscription id and leaves it alone on Stripe", async () => {
    const owner = await confirmed();
    const stranger = await signUp(t);
    const before = calls('POST', `/v1/subscriptions/${owner.subscription.id}`).length;
    const res = await stranger.client.post('/api/cancel-subscription', { subscriptionId: owner.subscription.id });
    expect(res).toMatchObject({ status: 404, body: { message: MEMBERSHIP_ERRORS.notFound } });
    expect(calls('POST', `/v1/subscriptions/${owner.subscription.id}`)).toHaveLength(before);
    expect(stripe.subscriptions.get(owner.subscription.id).cancel_at_period_end).toBe(false);
  });

  it("opens the Billing Portal for the member's customer, returning to /premium", async () => {
    const { client, user } = await confirmed();
    const res = await client.post('/api/billing-portal');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/) });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(calls('POST', '/v1/billing_portal/sessions').at(-1)?.body).toEqual({
      customer: stored?.stripeCustomerId,
      return_url: `${t.url}/premium`,
    });
  });

  it('answers 409 to a member with no Stripe customer yet', async () => {
    const { client } = await signUp(t);
    const res = await client.post('/api/billing-portal');
    expect(res).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.noBillingAccount } });
  });
});
