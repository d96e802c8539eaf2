import { addPlanPeriod, MEMBERSHIP_ERRORS } from '@contract/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const historyOf = (userId: number) => billingHistory(t.database.db, userId);

async function premiumOf(client: TestClient) {
  const me = (await client.get('/api/user')).body;
  return { isPremium: me.isPremium, premium: me.premium, stripeSubscriptionId: me.stripeSubscriptionId };
}

describe('addPlanPeriod', () => {
  it.each([
    ['2027-01-15T10:00:00.000Z', 'monthly', 1, '2027-02-15T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 'monthly', 1, '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 'monthly', 1, '2028-02-29T10:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', 'monthly', 2, '2027-03-31T10:00:00.000Z'],
    ['2027-12-20T00:00:00.000Z', 'monthly', 1, '2028-01-20T00:00:00.000Z'],
    ['2028-02-29T10:00:00.000Z', 'annual', 1, '2029-02-28T10:00:00.000Z'],
    ['2027-06-01T00:00:00.000Z', 'annual', 2, '2029-06-01T00:00:00.000Z'],
  ])('%s + %s x%i = %s', (from, plan, periods, expected) => {
    expect(addPlanPeriod(new Date(from), plan, periods).toISOString()).toBe(expected);
  });
});

describe('membership API, demo provider: access and input', () => {
  it.each([
    ['GET', '/api/subscription', undefined],
    ['POST', '/api/create-subscription', { plan: 'annual' }],
    ['POST', '/api/cancel-subscription', { subscriptionId: 'demo_x' }],
    ['POST', '/api/reactivate-subscription', { subscriptionId: 'demo_x' }],
    ['POST', '/api/activate-demo-subscription', { plan: 'annual' }],
    ['POST', '/api/confirm-checkout', { sessionId: 'cs_test_x' }],
    ['POST', '/api/billing-portal', undefined],
  ])('%s %s answers 401 to an anonymous caller', async (method, url, body) => {
    const res = await t.client().request(method, url, body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it("answers status 'none', no premium, and the demo checkout for a new member", async () => {
    const { client } = await signUp(t);
    expect((await client.get('/api/subscription')).body).toEqual({
      status: 'none',
      subscription: null,
      checkout: 'demo',
    });
    expect(await premiumOf(client)).toEqual({ isPremium: false, premium: null, stripeSubscriptionId: null });
  });

  it.each([[{ plan: 'weekly' }], [{ plan: 'month' }], [{ plan: 'ANNUAL' }], [{ plan: '' }], [{ plan: 12 }], [{}]])(
    'refuses the plan in %j with 400 and stores nothing',
    async (body) => {
      const { client, user } = await signUp(t);
      for (const url of ['/api/create-subscription', '/api/activate-demo-subscription']) {
        const res = await client.post(url, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: MEMBERSHIP_ERRORS.badPlan, code: 'BAD_REQUEST' });
      }
      expect((await client.get('/api/subscription')).body.status).toBe('none');
      expect(await historyOf(user.id)).toEqual([]);
    },
  );

  it('refuses a missing or malformed subscription id with 400', async () => {
    const { client } = await signUp(t);
    for (const body of [{}, { subscriptionId: '' }, { subscriptionId: '../../x' }, { subscriptionId: 7 }]) {
      const res = await client.post('/api/cancel-subscription', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/subscription id/);
    }
  });

  it('has no checkout or billing portal without Stripe (409)', async () => {
    const { client } = await signUp(t);
    const confirm = await client.post('/api/confirm-checkout', { sessionId: 'cs_test_123' });
    expect(confirm).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.stripeOnly } });
    const portal = await client.post('/api/billing-portal');
    expect(portal).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.stripeOnly } });
  });
});

describe('membership API, demo provider: another member', () => {
  it("cannot cancel or reactivate someone else's subscription (404), which stays as it was", async () => {
    const owner = await signUp(t);
    const created = await owner.client.post('/api/create-subscription', { plan: 'monthly' });
    const id = created.body.subscription.id;
    const stranger = await signUp(t);
    await stranger.client.post('/api/create-subscription', { plan: 'annual' });
    for (const url of ['/api/cancel-subscription', '/api/reactivate-subscription']) {
      const res = await stranger.client.post(url, { subscriptionId: id });
      expect(res).toMatchObject({ status: 404, body: { message: MEMBERSHIP_ERRORS.notFound } });
    }
    expect((await owner.client.get('/api/subscription')).body).toEqual({ ...created.body, checkout: 'demo' });
  });

  it('answers 404 for an id that does not exist, even without a subscription', async () => {
    const { client } = await signUp(t);
    const res = await client.post('/api/cancel-subscription', { subscriptionId: 'demo_nope' });
    expect(res.status).toBe(404);
  });
});
