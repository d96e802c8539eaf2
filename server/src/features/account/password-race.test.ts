import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { TestResponse } from '../../../test/test-client';
import { issueToken } from '../../db/account-tokens';
import { users } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';

const SIGN_INS = 60;
const STREAM_GAP_MS = 15;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

/**
 * Whether the account's stored hash is the password's. (Signing in to check would meet the
 * per-account limit the race's 60 sign-ins have just used.)
 */
async function holds(userId: number, password: string): Promise<boolean> {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row !== undefined && verifyPassword(row.passwordHash, password);
}

let addresses = 0;
/** Each sign-in from a client address of its own, so only the per-account limit counts them all. */
const fresh = () => {
  addresses += 1;
  return { 'x-forwarded-for': `10.29.${Math.floor(addresses / 250) % 250}.${addresses % 250}` };
};

/**
 * Sends 60 sign-ins with `password`, one every few milliseconds, and starts `change` a third of the
 * way through (once the first has answered), so sign-ins read the hash before, during and after the
 * change. Once the change and every sign-in have answered, counts the sessions they opened and how
 * many of those still answer GET /api/user.
 */
async function raceSignIns(email: string, password: string, change: () => Promise<TestResponse>) {
  const clients = Array.from({ length: SIGN_INS }, () => t.client());
  const signIns = clients.map(async (client, i) => {
    await delay(i * STREAM_GAP_MS);
    return client.post('/api/login', { email, password }, fresh());
  });
  // The first sign-in answers before the change, so at least one session predates it.
  await Promise.all([signIns[0], delay((SIGN_INS / 3) * STREAM_GAP_MS)]);
  const changed = await change();
  expect(changed.status).toBe(200);
  const results = await Promise.all(signIns);
  // 429: more than the account's 50 sign-ins in flight at once.
  expect(results.every((r) => [200, 401, 429].includes(r.status))).toBe(true);
  const opened = clients.filter((_, i) => results[i]?.status === 200);
  const answers = await Promise.all(opened.map((client) => client.get('/api/user')));
  const surviving = answers.filter((r) => r.status === 200).length;
  console.info(`${opened.length} sessions opened with the old password, ${surviving} still answer`);
  return { opened: opened.length, surviving };
}

describe('sign-ins racing a new password: no session made with the old one outlives it', () => {
  it('a reset', async () => {
    const member = await signUp(t);
    const email = member.user.email;
    const token = await issueToken(t.database.db, { purpose: 'reset', userId: member.user.id, email, now: new Date() });
    const resetter = t.client();
    const race = await raceSignIns(email, member.password, () =>
      resetter.post('/api/reset-password', { token, password: 'reset-in-the-rush' }, fresh()),
    );
    expect(race.opened).toBeGreaterThan(0);
    expect(race.surviving).toBe(0);
    expect((await resetter.get('/api/user')).status).toBe(200);
    expect(await holds(member.user.id, 'reset-in-the-rush')).toBe(true);
  });

  it('a change', async () => {
    const member = await signUp(t);
    const email = member.user.email;
    const race = await raceSignIns(email, member.password, () =>
      member.client.post('/api/account/password', {
        currentPassword: member.password,
        newPassword: 'changed-mid-race',
      }),
    );
    expect(race.opened).toBeGreaterThan(0);
    expect(race.surviving).toBe(0);
    expect((await member.client.get('/api/user')).status).toBe(200);
    expect(await holds(member.user.id, 'changed-mid-race')).toBe(true);
  });
});
