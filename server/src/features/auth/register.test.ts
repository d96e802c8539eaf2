import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ adminEmails: ['boss@telve.test', 'proven.boss@telve.test', 'taken.boss@telve.test'] });
});
afterAll(() => t.close());

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('POST /api/register', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax cookie and never returns the hash', async () => {
    const client = t.client();
    const body = registrationFor({ email: '  Mixed.Case@Telve.TEST ' });
    const res = await client.post('/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Ayla',
      lastName: 'Demir',
      email: 'mixed.case@telve.test',
      dateOfBirth: '1992-05-14',
      occupation: 'Designer',
      intentions: ['Love', 'Career'],
      role: 'member',
      premium: null,
      isPremium: false,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/telve_session=[\w-]{43}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/user')).body.email).toBe('mixed.case@telve.test');
  });

  it("replaces 'Other' with the typed intention", async () => {
    const res = await t
      .client()
      .post('/api/register', registrationFor({ intentions: ['Love', 'Other'], otherIntention: ' Family ' }));
    expect(res.status).toBe(201);
    expect(res.body.intentions).toEqual(['Love', 'Family']);
  });

  it('refuses a taken email whatever its case with 409', async () => {
    const first = registrationFor();
    await t.client().post('/api/register', first);
    const res = await t.client().post('/api/register', { ...first, email: first.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('creates one account when 20 sign-ups with one email arrive at once; the others get 409', async () => {
    const body = registrationFor();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.client().post('/api/register', body)));
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ firstName: undefined }, 'First name is required'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
    [{ dateOfBirth: '1990-02-30' }, 'Please enter a valid date of birth'],
    [{ dateOfBirth: yearsAgo(-1) }, 'Date of birth must be in the past'],
    [{ dateOfBirth: yearsAgo(18, 1) }, 'You must be at least 18 years old to use Telve'],
    [{ intentions: [] }, 'Please select at least one intention'],
    [{ intentions: ['Other'], otherIntention: '   ' }, 'Please specify your other intention'],
    [{ password: 'password123' }, 'This password is too common. Please choose a less predictable one.'],
  ])('answers 400 for %j with its message', async (override, message) => {
    const res = await t.client().post('/api/register', registrationFor(override as never));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('accepts a member who turned 18 today', async () => {
    const res = await t.client().post('/api/register', registrationFor({ dateOfBirth: yearsAgo(18) }));
    expect(res.status).toBe(201);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t
      .client()
      .request('POST', '/api/register', '{"firstName": ', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('grants no role for registering an ADMIN_EMAILS address: the address is not proven', async () => {
    const { client, user } = await signUp(t, { email: 'Boss@telve.test' });
    expect(user.role).toBe('member');
    expect((await client.get('/api/user')).body.role).toBe('member');
  });

  it('makes an ADMIN_EMAILS account admin once ownership of the address is proven, and keeps it while another address waits for its link', async () => {
    const listed = await signUp(t, { email: 'proven.boss@telve.test' });
    const unlisted = await signUp(t);
    for (const id of [listed.user.id, unlisted.user.id]) {
      await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
    }
    expect((await listed.client.get('/api/user')).body.role).toBe('admin');
    expect((await unlisted.client.get('/api/user')).body.role).toBe('member');

    const moved = await listed.client.post('/api/update-profile', {
      firstName: 'Ayla',
      lastName: 'Demir',
      email: 'elsewhere.boss@telve.test',
    });
    // Asking for another address changes nothing until that address is proven by its link.
    expect(moved.body).toMatchObject({
      email: 'proven.boss@telve.test',
      pendingEmail: 'elsewhere.boss@telve.test',
      role: 'admin',
    });
  });

  it('grants no role for changing the profile email to an ADMIN_EMAILS address', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', {
      firstName: 'Ayla',
      lastName: 'Demir',
      email: 'Taken.Boss@telve.test',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: member.user.email, pendingEmail: 'taken.boss@telve.test', role: 'member' });
    expect((await member.client.get('/api/user')).body.role).toBe('member');
  });

  it('stores the three consent flags and their time', async () => {
    const { client } = await signUp(t);
    expect(
      (
        await client.post('/api/terms-consent', {
          termsAndPrivacy: true,
          notMentalHealth: true,
          ageVerification: false,
        })
      ).status,
    ).toBe(400);
    const res = await client.post('/api/terms-consent', {
      termsAndPrivacy: true,
      notMentalHealth: true,
      ageVerification: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.termsAccepted).toBe(true);
  });
});
