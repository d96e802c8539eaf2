import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// Every client's address comes from X-Forwarded-For through the trusted local proxy.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const MINUTE = 60_000;
let addressCount = 0;
/** A client address of this test's own, so limits of one test never touch another's. */
const newAddress = () => `198.51.100.${++addressCount}`;

function login(email: string, password: string, address: string) {
  return t.client().post('/api/login', { email, password }, { 'x-forwarded-for': address });
}

const statusesOf = (responses: Array<{ status: number }>) => responses.map((res) => res.status);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits', () => {
  it('allows 10 failures from one address at one account, then refuses even the right password for 15 minutes', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const address = newAddress();
    for (let i = 1; i <= 10; i++) {
      expect((await login(member.user.email, `wrong-guess-${i}`, address)).status).toBe(401);
    }
    const blocked = await login(member.user.email, member.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(blocked.headers.get('retry-after')).toBe('900');

    t.clock.advance(15 * MINUTE - 1000);
    expect((await login(member.user.email, member.password, address)).status).toBe(429);
    t.clock.advance(1000);
    expect((await login(member.user.email, member.password, address)).status).toBe(200);
  });

  it('verifies at most 10 of 50 parallel wrong guesses, and the right password is then refused until the window ends', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const address = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(member.user.email, `parallel-guess-${i}`, address)),
    );
    const statuses = statusesOf(guesses);
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(40);
    expect((await login(member.user.email, member.password, address)).status).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login(member.user.email, member.password, address)).status).toBe(200);
  }, 60_000);

  it("does not lock the owner out from another address with one address's failures", async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const attacker = newAddress();
    for (let i = 1; i <= 10; i++) await login(member.user.email, `wrong-guess-${i}`, attacker);
    expect((await login(member.user.email, member.password, attacker)).status).toBe(429);
    expect((await login(member.user.email, member.password, newAddress())).status).toBe(200);
  });

  it('allows 50 failures at one account from all addresses together, then refuses every address', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    // 49 failures from five addresses (10, 10, 10, 10, 9), then the 50th from a sixth.
    for (let a = 0; a < 5; a++) {
      const address = newAddress();
      const tries = a === 4 ? 9 : 10;
      const results = await Promise.all(
        Array.from({ length: tries }, (_, i) => login(member.user.email, `wrong-${a}-${i}`, address)),
      );
      expect(count(statusesOf(results), 401)).toBe(tries);
    }
    expect((await login(member.user.email, 'the-fiftieth-guess', newAddress())).status).toBe(401);
    expect((await login(member.user.email, member.password, newAddress())).status).toBe(429);
  }, 60_000);

  it('gives back the attempts of a right password: a member can sign in again and again', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const address = newAddress();
    for (let i = 1; i <= 9; i++) await login(member.user.email, `typo-${i}`, address);
    expect((await login(member.user.email, member.password, address)).status).toBe(200);
    // The address's failures at this account are forgiven by the right password.
    for (let i = 1; i <= 10; i++) expect((await login(member.user.email, `typo-again-${i}`, address)).status).toBe(401);
    expect((await login(member.user.email, member.password, address)).status).toBe(429);
  });
});

describe('the per-address ceiling', () => {
  /** `failures` failed sign-ins from the address, spread over unknown emails 10 at a time. */
  async function failFrom(address: string, failures: number) {
    for (let done = 0; done < failures; done += 10) {
      const batch = Math.min(10, failures - done);
      const email = `nobody-${address}-${done}@telve.test`;
      const results = await Promise.all(Array.from({ length: batch }, (_, i) => login(email, `guess-${i}`, address)));
      expect(count(statusesOf(results), 401)).toBe(batch);
    }
  }

  it('refuses an account that already has failures only after 100 failures from the address', async () => {
    t.clock.set(new Date());
    const address = newAddress();
    const victim = await signUp(t);
    await login(victim.user.email, 'failure-from-elsewhere', newAddress());
    await failFrom(address, 99);
    // The 100th failure still gets through, even at an account with failures.
    expect((await login(victim.user.email, 'the-hundredth', address)).status).toBe(401);
    const refused = await login(victim.user.email, victim.password, address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    // Other addresses are untouched.
    expect((await login(victim.user.email, victim.password, newAddress())).status).toBe(200);
  }, 90_000);

  it('past 100 failures slows, but does not refuse, the right password for an account with no recent failures', async () => {
    t.clock.set(new Date());
    const address = newAddress();
    const member = await signUp(t);
    await failFrom(address, 100);
    const started = performance.now();
    const res = await login(member.user.email, member.password, address);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);

    // A wrong guess at a fresh account gets one slowed try; after it, that account is refused here.
    const other = await signUp(t);
    expect((await login(other.user.email, 'one-sprayed-guess', address)).status).toBe(401);
    expect((await login(other.user.email, other.password, address)).status).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await login(other.user.email, other.password, address)).status).toBe(200);
  }, 90_000);
});
