import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const valid = { firstName: 'Selin', lastName: 'Kaya', email: '', occupation: 'Teacher', intentions: ['Calm'] };

describe('POST /api/update-profile', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/update-profile', valid)).status).toBe(401);
  });

  it('updates the editable fields and splits intentions given as text', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', {
      ...valid,
      email: member.user.email,
      intentions: ' Love, , Career ,Health ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Selin',
      lastName: 'Kaya',
      occupation: 'Teacher',
      intentions: ['Love', 'Career', 'Health'],
    });
  });

  it.each([
    [{ firstName: 'A' }, 'First name must be at least 2 characters.'],
    [{ lastName: 'B' }, 'Last name must be at least 2 characters.'],
    [{ email: 'nope' }, 'Please enter a valid email address.'],
  ])('answers 400 for %j with its message', async (override, message) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', { ...valid, email: member.user.email, ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('lets a member registered with a one-letter last name edit the rest, and holds a changed name to the rule', async () => {
    const member = await signUp(t);
    // Stored under the looser register rule of before (one character was accepted then).
    await t.database.db.update(users).set({ lastName: 'K' }).where(eq(users.id, member.user.id));
    const kept = await member.client.post('/api/update-profile', {
      ...valid,
      lastName: 'K',
      email: member.user.email,
      occupation: 'Potter',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ lastName: 'K', occupation: 'Potter' });
    const changed = await member.client.post('/api/update-profile', {
      ...valid,
      lastName: 'J',
      email: member.user.email,
    });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({ message: 'Last name must be at least 2 characters.', code: 'BAD_REQUEST' });
    const blank = await member.client.post('/api/update-profile', {
      ...valid,
      lastName: ' ',
      email: member.user.email,
    });
    expect(blank.body.message).toBe('Last name must be at least 2 characters.');
  });

  it('registration follows the same rule: a one-letter name is refused with the profile words', async () => {
    const res = await t.client().post('/api/register', {
      firstName: 'Selin',
      lastName: 'K',
      email: `short.${Date.now()}@telve.test`,
      password: 'cezve-and-cardamom',
      dateOfBirth: '1990-01-01',
      intentions: ['Love'],
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Last name must be at least 2 characters.', code: 'BAD_REQUEST' });
  });

  it('never writes role, premium or Stripe fields (mass assignment)', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', {
      ...valid,
      email: member.user.email,
      role: 'super-admin',
      premium: { plan: 'annual', status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2999-01-01' },
      isPremium: true,
      stripeCustomerId: 'cus_free',
      stripeSubscriptionId: 'sub_free',
      passwordHash: 'x',
    });
    expect(res.status).toBe(200);
    const me = (await member.client.get('/api/user')).body;
    expect(me).toMatchObject({
      role: 'member',
      premium: null,
      isPremium: false,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    expect(
      (await member.client.post('/api/login', { email: member.user.email, password: member.password })).status,
    ).toBe(200);
  });

  it('refuses an email another member has (409) and a photo URL this server did not issue to the member', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const taken = await b.client.post('/api/update-profile', { ...valid, email: a.user.email.toUpperCase() });
    expect(taken.status).toBe(409);
    const foreign = await b.client.post('/api/update-profile', {
      ...valid,
      email: b.user.email,
      profilePhotoUrl: 'https://evil.example/x.png',
    });
    expect(foreign.status).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, b.user.id));
    expect(row?.email).toBe(b.user.email);
    expect(row?.profilePhotoUrl).toBeNull();
  });
  it('keeps the email and holds a different one as pending until its link is opened', async () => {
    const member = await signUp(t);
    const email = `wanted.${Date.now()}@telve.test`;
    const res = await member.client.post('/api/update-profile', { ...valid, email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: member.user.email, pendingEmail: email, emailVerified: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
  });
});

describe('POST /api/moods', () => {
  it('answers 401 when signed out and 400 for an unknown mood', async () => {
    expect((await t.client().post('/api/moods', { mood: 'Happy' })).status).toBe(401);
    const member = await signUp(t);
    const res = await member.client.post('/api/moods', { mood: 'Grumpy' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select a mood', code: 'BAD_REQUEST' });
  });

  it('accepts a mood in any letter case and stores its canonical name', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/moods', { mood: ' grateful ' });
    expect(res.status).toBe(201);
    expect(res.body.mood).toBe('Grateful');
  });

  it("records the session member's mood, ignoring a userId in the body", async () => {
    const other = await signUp(t);
    const member = await signUp(t);
    const res = await member.client.post('/api/moods', { mood: 'Grateful', userId: other.user.id });
    expect(res.status).toBe(201);
    await member.client.post('/api/moods', { mood: 'Tired' });
    const mine = (await member.client.get('/api/moods')).body.map((m: { mood: string }) => m.mood);
    expect(mine).toEqual(['Tired', 'Grateful']);
    expect((await other.client.get('/api/moods')).body).toEqual([]);
  });
});
