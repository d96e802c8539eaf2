import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { type StripeStandIn, startStripeStandIn, stripeConfigFor } from '../../../test/stand-ins/stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { subscriptions } from '../../db/schema';

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({ stripe: stripeConfigFor(stripe, 'whsec_delete_test') });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

/** A member whose Stripe subscription is paid and confirmed with Telve. */
async function subscribed() {
  const member = await signUp(t);
  const created = await member.client.post('/api/create-subscription', { plan: 'monthly' });
  const sessionId = created.body.checkoutUrl.split('/').at(-1) as string;
  const { subscription } = stripe.completeCheckout(sessionId);
  expect((await member.client.post('/api/confirm-checkout', { sessionId })).status).toBe(200);
  return { ...member, subscriptionId: subscription.id as string };
}

describe('Delete my account with Stripe', () => {
  it('cancels the subscription through Stripe at once before deleting', async () => {
    const member = await subscribed();
    const res = await member.client.post('/api/account/delete', { password: member.password });
    expect(res.status).toBe(200);
    const cancels = stripe.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${member.subscriptionId}`,
    );
    expect(cancels).toHaveLength(1);
    expect(stripe.subscriptions.get(member.subscriptionId).status).toBe('canceled');
    expect((await member.client.get('/api/user')).status).toBe(401);
  });

  it('expires an open checkout so nobody can pay through it afterwards', async () => {
    const member = await signUp(t);
    const created = await member.client.post('/api/create-subscription', { plan: 'annual' });
    const sessionId = created.body.checkoutUrl.split('/').at(-1) as string;
    expect((await member.client.post('/api/account/delete', { password: member.password })).status).toBe(200);
    expect(stripe.sessions.get(sessionId).status).toBe('expired');
  });

  it('deletes nothing when Stripe cannot be reached', async () => {
    const member = await subscribed();
    const down = await startTestApp({
      stripe: {
        ...stripeConfigFor(stripe, 'whsec_delete_test'),
        apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' },
      },
    });
    try {
      // The same database is not shared, so sign the member up on the app whose Stripe is unreachable.
      const there = await signUp(down);
      await down.database.db.insert(subscriptions).values({
        userId: there.user.id,
        id: member.subscriptionId,
        provider: 'stripe',
        plan: 'monthly',
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
      });
      const res = await there.client.post('/api/account/delete', { password: there.password });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        "We couldn't reach our payment provider to cancel your subscription, so nothing was deleted. Please try again in a few minutes.",
      );
      expect((await there.client.get('/api/user')).status).toBe(200);
      // The claim was given back: a second try is not told a deletion is under way.
      const again = await there.client.post('/api/account/delete', { password: there.password });
      expect(again.status).toBe(503);
    } finally {
      await down.close();
    }
  }, 60_000);
});
