import { MEMBERSHIP_ERRORS } from '@contract/membership';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingHistory } from '../../../test/billing-history';
import { insertMember, insertSubscription, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { subscriptions } from '../../db/schema';
import { isPremium } from '../../policies/subscription';
import { storedRowIsPremium } from './subscription-store';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('one live subscription per member, demo provider', () => {
  it('makes one subscription of 40 parallel create-subscription calls', async () => {
    const member = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => member.client.post('/api/create-subscription', { plan: 'annual' })),
    );
    const statuses = results.map((res) => res.status);
    expect(count(statuses, 200)).toBe(1);
    // The rest are refused: already subscribed, or past the 30 billing changes an hour.
    expect(count(statuses, 409) + count(statuses, 429)).toBe(39);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({ message: MEMBERSHIP_ERRORS.alreadySubscribed, code: 'CONFLICT' });
    }
    const history = await billingHistory(t.database.db, member.user.id);
    expect(history.map((event) => event.type)).toEqual(['created']);
    const current = (await member.client.get('/api/subscription')).body;
    expect(current.subscription.id).toBe(results.find((r) => r.status === 200)?.body.subscription.id);
  });

  it('makes one subscription of 20 parallel activate-demo calls, and answers every call with it', async () => {
    const member = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => member.client.post('/api/activate-demo-subscription', { plan: 'annual' })),
    );
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = new Set(results.map((res) => res.body.subscription.id));
    expect(ids.size).toBe(1);
    const history = await billingHistory(t.database.db, member.user.id);
    expect(history.map((event) => event.type)).toEqual(['activated']);
  });
});

describe('storedRowIsPremium', () => {
  it('agrees with the entitlement rule on every kind of row', async () => {
    const now = new Date('2027-03-01T12:00:00.000Z');
    const ends = [null, new Date(now.getTime() - 1000), now, new Date(now.getTime() + 1000)];
    const rows = ['active', 'trialing', 'canceled', 'past_due', 'incomplete'].flatMap((status) =>
      [true, false].flatMap((cancelAtPeriodEnd) =>
        ends.map((currentPeriodEnd) => ({ status, cancelAtPeriodEnd, currentPeriodEnd })),
      ),
    );
    const { db } = t.database;
    for (const [index, row] of rows.entries()) {
      const user = await insertMember(db, {
        email: `grid-${index}@telve.test`,
        passwordHash: 'x',
        firstName: 'G',
        lastName: 'R',
      });
      await insertSubscription(db, { userId: user.id, id: `grid_${index}`, provider: 'demo', plan: 'monthly', ...row });
    }
    for (const [index, row] of rows.entries()) {
      const [stored] = await db
        .select({ premium: sql<boolean>`${storedRowIsPremium(now)}` })
        .from(subscriptions)
        .where(eq(subscriptions.id, `grid_${index}`));
      expect(stored?.premium, JSON.stringify(row)).toBe(isPremium(row, now));
    }
  });
});
