import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../../../test/factories';
import { registrationFor } from '../../../test/sign-up';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';

const UNKNOWN = { message: 'Please choose English or Türkçe.', code: 'BAD_REQUEST' };

let t: TestApp;
/** The same app offering English alone to visitors (AppConfig.offeredLanguages), as it did before Turkish was whole. */
let englishOnly: TestApp;
beforeAll(async () => {
  [t, englishOnly] = await Promise.all([startTestApp(), startTestApp({ offeredLanguages: ['en'] })]);
});
afterAll(async () => {
  await Promise.all([t.close(), englishOnly.close()]);
});

async function storedLanguage(app: TestApp, userId: number): Promise<string | undefined> {
  const [row] = await app.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language;
}

async function register(app: TestApp, acceptLanguage?: string) {
  const client = app.client();
  const res = await client.post(
    '/api/register',
    registrationFor(),
    acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  );
  expect(res.status).toBe(201);
  return { client, user: res.body as { id: number; language: string } };
}

describe('the language at registration', () => {
  it("is English when her browser's languages are not offered, Turkish included where it is not", async () => {
    expect((await register(t)).user.language).toBe('en');
    expect((await register(t, 'de-DE,de;q=0.9')).user.language).toBe('en');
    const turkish = await register(englishOnly, 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.user.language).toBe('en');
    expect(await storedLanguage(englishOnly, turkish.user.id)).toBe('en');
  });

  it("is her browser's first offered language: Turkish for a Turkish browser", async () => {
    const turkish = await register(t, 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.user.language).toBe('tr');
    expect(await storedLanguage(t, turkish.user.id)).toBe('tr');
    expect((await turkish.client.get('/api/user')).body.language).toBe('tr');
    expect((await register(t, 'de-DE,en;q=0.5,tr;q=0.4')).user.language).toBe('en');
    expect((await register(t, 'de-DE')).user.language).toBe('en');
  });
});

describe('PUT /api/user/language', () => {
  it('saves her language: GET /api/user answers it and the row holds it', async () => {
    const member = await signUp(t);
    expect(member.user.language).toBe('en');
    const res = await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.user.id, firstName: 'Ayla', language: 'tr' });
    expect((await member.client.get('/api/user')).body.language).toBe('tr');
    expect(await storedLanguage(t, member.user.id)).toBe('tr');
    // Hers to choose; and back.
    expect((await member.client.request('PUT', '/api/user/language', { language: 'en' })).body.language).toBe('en');
    expect(await storedLanguage(t, member.user.id)).toBe('en');
  });

  it.each([
    ['a language Telve does not speak', { language: 'de' }],
    ['a tag in capitals', { language: 'TR' }],
    ['a regional tag', { language: 'tr-TR' }],
    ['an empty one', { language: '' }],
    ['a number', { language: 1 }],
    ['none', {}],
  ])('answers 400 for %s, and changes nothing', async (_, body) => {
    const member = await signUp(t);
    await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    const res = await member.client.request('PUT', '/api/user/language', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(UNKNOWN);
    expect(await storedLanguage(t, member.user.id)).toBe('tr');
  });

  it('is for a signed-in member only', async () => {
    expect((await t.client().request('PUT', '/api/user/language', { language: 'tr' })).status).toBe(401);
  });

  it('the database holds only a language Telve speaks', async () => {
    const member = await signUp(t);
    await expect(
      t.database.db
        .update(users)
        .set({ language: 'de' as 'en' })
        .where(eq(users.id, member.user.id)),
    ).rejects.toThrow();
    expect(await storedLanguage(t, member.user.id)).toBe('en');
  });
});

describe('the language in the profile', () => {
  const profile = (email: string) => ({ firstName: 'Selin', lastName: 'Kaya', email });

  it('POST /api/update-profile saves it when given and leaves it when absent', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', { ...profile(member.user.email), language: 'tr' });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('tr');
    const again = await member.client.post('/api/update-profile', profile(member.user.email));
    expect(again.body.language).toBe('tr');
    expect(await storedLanguage(t, member.user.id)).toBe('tr');
  });

  it('POST /api/update-profile refuses an unknown language and changes nothing else', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', { ...profile(member.user.email), language: 'fr' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(UNKNOWN);
    const me = (await member.client.get('/api/user')).body;
    expect(me).toMatchObject({ firstName: 'Ayla', lastName: 'Demir', language: 'en' });
  });

  it("is in her account's export", async () => {
    const member = await signUp(t);
    await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    const res = await member.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id: member.user.id, language: 'tr' });
  });
});

describe('the mail sent to her', () => {
  it('is written in her language: English before she chose, Turkish once she did', async () => {
    const deliver = vi.spyOn(t.app.ctx.mail.mailer, 'deliver');
    try {
      const member = await signUp(t);
      await t.app.ctx.mail.idle();
      // The registration's confirmation, before she chose.
      const welcome = deliver.mock.calls.map(([mail]) => mail).find((mail) => mail.to === member.user.email);
      expect(welcome?.language).toBe('en');
      expect(welcome?.subject).toBe('Please confirm your email for Telve');

      await member.client.request('PUT', '/api/user/language', { language: 'tr' });
      deliver.mockClear();
      expect((await t.client().post('/api/forgot-password', { email: member.user.email })).status).toBe(200);
      await t.app.ctx.mail.idle();
      const reset = deliver.mock.calls
        .map(([mail]) => mail as MailMessage)
        .find((mail) => mail.to === member.user.email);
      expect(reset?.subject).toBe('Yeni Telve şifreni belirle');
      expect(reset?.text).toContain(`Merhaba ${member.user.firstName},`);
      expect(reset?.language).toBe('tr');
    } finally {
      deliver.mockRestore();
    }
  });
});
