import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { signUp } from '../../../test/factories';
import { type StripeStandIn, startStripeStandIn, stripeConfigFor } from '../../../test/stand-ins/stripe';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { openCheckouts, users } from '../../db/schema';

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await startTestApp({ stripe: stripeConfigFor(stripe, 'whsec_open_checkout_test') });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function sessionsOf(userId: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return [...stripe.sessions.values()].filter((session) => session.customer === user?.stripeCustomerId);
}
const sessionIdOf = (url: string) => url.split('/').at(-1) as string;

describe('Stripe: at most one Checkout Session open per member', () => {
  it('opens one session for 20 parallel create-subscription calls, and gives every call its page', async () => {
    const member = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => member.client.post('/api/create-subscription', { plan: 'annual' })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((res) => res.body.checkoutUrl)).size).toBe(1);
    expect(await sessionsOf(member.user.id)).toHaveLength(1);
    const history = await billingHistory(t.database.db, member.user.id);
    expect(history.map((line) => line.type)).toEqual(['checkout_created']);
  });

  it('counts billing changes in one statement: 30 of 50 parallel calls pass, 20 get 429', async () => {
    const member = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => member.client.post('/api/create-subscription', { plan: 'monthly' })),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('reuses the open session for the same plan, and expires it before opening one for another plan', async () => {
    const member = await signUp(t);
    const first = (await member.client.post('/api/create-subscription', { plan: 'monthly' })).body.checkoutUrl;
    const again = (await member.client.post('/api/create-subscription', { plan: 'monthly' })).body.checkoutUrl;
    expect(again).toBe(first);
    expect(await sessionsOf(member.user.id)).toHaveLength(1);

    const other = (await member.client.post('/api/create-subscription', { plan: 'annual' })).body.checkoutUrl;
    expect(other).not.toBe(first);
    const sessions = await sessionsOf(member.user.id);
    expect(sessions.map((session) => [session.id, session.status])).toEqual([
      [sessionIdOf(first), 'expired'],
      [sessionIdOf(other), 'open'],
    ]);
  });

  it('opens a new session once the open one has expired (35 minutes)', async () => {
    const member = await signUp(t);
    t.clock.set(new Date());
    const first = (await member.client.post('/api/create-subscription', { plan: 'annual' })).body.checkoutUrl;
    t.clock.advance(35 * 60_000 - 1000);
    expect((await member.client.post('/api/create-subscription', { plan: 'annual' })).body.checkoutUrl).toBe(first);
    t.clock.advance(1000);
    const later = (await member.client.post('/api/create-subscription', { plan: 'annual' })).body.checkoutUrl;
    expect(later).not.toBe(first);
    t.clock.set(new Date());
  });

  it('gives the claim up when Stripe refuses the session, so the next try is not the same refusal replayed', async () => {
    const member = await signUp(t);
    // Opening once makes the customer; a new plan then needs a new session.
    await member.client.post('/api/create-subscription', { plan: 'monthly' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    const customer = stripe.customers.get(user!.stripeCustomerId!);
    stripe.customers.delete(user!.stripeCustomerId!);
    expect((await member.client.post('/api/create-subscription', { plan: 'annual' })).status).not.toBe(200);
    stripe.customers.set(user!.stripeCustomerId!, customer);
    const retry = await member.client.post('/api/create-subscription', { plan: 'annual' });
    expect(retry.status).toBe(200);
    expect(retry.body.checkoutUrl).toMatch(/cs_test_/);
  });

  it('forgets the open checkout once it is paid and confirmed', async () => {
    const member = await signUp(t);
    const url = (await member.client.post('/api/create-subscription', { plan: 'annual' })).body.checkoutUrl;
    stripe.completeCheckout(sessionIdOf(url));
    expect((await member.client.post('/api/confirm-checkout', { sessionId: sessionIdOf(url) })).status).toBe(200);
    const open = await t.database.db.select().from(openCheckouts).where(eq(openCheckouts.userId, member.user.id));
    expect(open).toEqual([]);
  });
});
