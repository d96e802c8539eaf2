import { MEMBERSHIP_ERRORS } from '@contract/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const historyOf = (userId: number) => billingHistory(t.database.db, userId);

async function userOf(client: TestClient) {
  return (await client.get('/api/user')).body;
}

describe('membership API, demo provider: the whole lifecycle', () => {
  it('subscribes, cancels, reactivates, cancels again, lapses at the period end and subscribes anew', async () => {
    // February: the monthly period is 28 days, inside the 30-day idle limit of the session.
    const start = new Date('2027-02-01T10:00:00.000Z');
    t.clock.set(start);
    const { client, user } = await signUp(t);

    const created = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(created.status).toBe(200);
    const id: string = created.body.subscription.id;
    expect(id).toMatch(/^demo_[0-9a-f]{24}$/);
    expect(created.body).toEqual({
      status: 'active',
      subscription: {
        id,
        plan: 'monthly',
        status: 'active',
        currentPeriodEnd: '2027-03-01T10:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    });
    expect(created.body.checkoutUrl).toBeUndefined();
    expect((await client.get('/api/subscription')).body).toEqual({ ...created.body, checkout: 'demo' });
    const me = await userOf(client);
    expect(me.isPremium).toBe(true);
    expect(me.premium).toEqual({
      plan: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2027-03-01T10:00:00.000Z',
    });

    const again = await client.post('/api/create-subscription', { plan: 'annual' });
    expect(again).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.alreadySubscribed } });

    const cancelled = await client.post('/api/cancel-subscription', { subscriptionId: id });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: true });
    expect(cancelled.body.status).toBe('active');
    expect((await userOf(client)).isPremium).toBe(true);
    // Cancelling twice changes nothing and writes no second history line.
    expect((await client.post('/api/cancel-subscription', { subscriptionId: id })).body).toEqual(cancelled.body);
    const whileRunning = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(whileRunning).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.stillRunning } });

    const reactivated = await client.post('/api/reactivate-subscription', { subscriptionId: id });
    expect(reactivated.body.subscription).toMatchObject({ id, status: 'active', cancelAtPeriodEnd: false });
    expect((await client.post('/api/reactivate-subscription', { subscriptionId: id })).body).toEqual(reactivated.body);

    await client.post('/api/cancel-subscription', { subscriptionId: id });
    t.clock.set(new Date(Date.parse('2027-03-01T10:00:00.000Z') - SECOND));
    expect((await userOf(client)).isPremium).toBe(true);
    expect((await client.get('/api/subscription')).body.status).toBe('active');

    t.clock.set(new Date(Date.parse('2027-03-01T10:00:00.000Z') + SECOND));
    const lapsed = await userOf(client);
    expect(lapsed.isPremium).toBe(false);
    expect(lapsed.premium).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect((await client.get('/api/subscription')).body).toEqual({
      status: 'canceled',
      subscription: {
        id,
        plan: 'monthly',
        status: 'canceled',
        currentPeriodEnd: '2027-03-01T10:00:00.000Z',
        cancelAtPeriodEnd: true,
      },
      checkout: 'demo',
    });
    for (const url of ['/api/reactivate-subscription', '/api/cancel-subscription']) {
      const res = await client.post(url, { subscriptionId: id });
      expect(res).toMatchObject({ status: 409, body: { message: MEMBERSHIP_ERRORS.lapsed } });
    }
    expect((await userOf(client)).isPremium).toBe(false);

    const renewed = await client.post('/api/create-subscription', { plan: 'annual' });
    expect(renewed.status).toBe(200);
    expect(renewed.body.subscription).toMatchObject({
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2028-03-01T10:00:01.000Z',
    });
    expect(renewed.body.subscription.id).not.toBe(id);
    expect((await userOf(client)).isPremium).toBe(true);

    const history = await historyOf(user.id);
    expect(history.map((line) => [line.type, line.subscriptionId])).toEqual([
      ['created', id],
      ['cancel_requested', id],
      ['reactivated', id],
      ['cancel_requested', id],
      ['created', renewed.body.subscription.id],
    ]);
    expect(history[0]?.data).toEqual({
      provider: 'demo',
      plan: 'monthly',
      currentPeriodEnd: '2027-03-01T10:00:00.000Z',
    });
  });

  it('renews an active demo plan whose period has ended, by whole periods, when read', async () => {
    t.clock.set(new Date('2027-05-10T08:00:00.000Z'));
    const { client, user } = await signUp(t);
    const { body } = await client.post('/api/create-subscription', { plan: 'monthly' });
    expect(body.subscription.currentPeriodEnd).toBe('2027-06-10T08:00:00.000Z');
    // Two steps, so the session (30 days idle) stays alive; the subscription is only read at the end.
    t.clock.advance(25 * DAY);
    expect((await userOf(client)).isPremium).toBe(true);
    t.clock.advance(25 * DAY);
    const read = await client.get('/api/subscription');
    expect(read.body.subscription).toMatchObject({
      id: body.subscription.id,
      status: 'active',
      currentPeriodEnd: '2027-07-10T08:00:00.000Z',
    });
    expect((await userOf(client)).premium.currentPeriodEnd).toBe('2027-07-10T08:00:00.000Z');
    const history = await historyOf(user.id);
    expect(history.at(-1)).toEqual({
      type: 'renewed',
      subscriptionId: body.subscription.id,
      data: { periods: 1, from: '2027-06-10T08:00:00.000Z', currentPeriodEnd: '2027-07-10T08:00:00.000Z' },
    });
  });
});

describe('POST /api/activate-demo-subscription', () => {
  it('activates the annual plan when no body is sent, and a given plan otherwise', async () => {
    t.clock.set(new Date('2027-08-01T00:00:00.000Z'));
    const annual = await signUp(t);
    const res = await annual.client.request('POST', '/api/activate-demo-subscription');
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      plan: 'annual',
      status: 'active',
      currentPeriodEnd: '2028-08-01T00:00:00.000Z',
    });
    expect((await historyOf(annual.user.id)).map((line) => line.type)).toEqual(['activated']);

    const monthly = await signUp(t);
    const res2 = await monthly.client.post('/api/activate-demo-subscription', { plan: 'monthly' });
    expect(res2.body.subscription).toMatchObject({ plan: 'monthly', currentPeriodEnd: '2027-09-01T00:00:00.000Z' });
    expect((await userOf(monthly.client)).isPremium).toBe(true);
  });

  it('returns the current subscription to a member who is already premium, changing nothing', async () => {
    const { client, user } = await signUp(t);
    const first = await client.post('/api/create-subscription', { plan: 'monthly' });
    const second = await client.post('/api/activate-demo-subscription', { plan: 'annual' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await historyOf(user.id)).map((line) => line.type)).toEqual(['created']);
  });
});

describe('billing change limit', () => {
  it('allows 30 billing changes an hour per member, then answers 429', async () => {
    t.clock.set(new Date('2027-10-01T00:00:00.000Z'));
    const { client } = await signUp(t);
    const { body } = await client.post('/api/create-subscription', { plan: 'monthly' });
    const id = body.subscription.id;
    // The subscription was the first change; 29 more.
    for (let change = 1; change <= 29; change += 1) {
      const url = change % 2 === 1 ? '/api/cancel-subscription' : '/api/reactivate-subscription';
      expect((await client.post(url, { subscriptionId: id })).status).toBe(200);
    }
    const refused = await client.post('/api/reactivate-subscription', { subscriptionId: id });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many billing changes/);
    // Reading is never limited, and the next hour opens a new window.
    expect((await client.get('/api/subscription')).status).toBe(200);
    t.clock.advance(61 * 60 * SECOND);
    expect((await client.post('/api/reactivate-subscription', { subscriptionId: id })).status).toBe(200);
  });
});
