import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

const INVALID = 'This link has expired or was already used. Please ask for a new one.';
const CONFIRM = 'Please confirm your email for Telve';
const CONFIRM_NEW = 'Confirm your new email for Telve';
const NOTICE = 'A change of email was asked for your Telve account';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, adminEmails: ['listed.boss@telve.test', 'next.boss@telve.test'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const tokenOf = (link: string | undefined) => new URL(link as string).searchParams.get('token') as string;
const verify = (token: string) => t.client().post('/api/verify-email', { token });
const profile = (email: string) => ({ firstName: 'Ayla', lastName: 'Demir', email });

describe('email verification', () => {
  it('mails a link after registration; the account works meanwhile; the link proves the address once', async () => {
    const member = await signUp(t);
    expect(member.user.emailVerified).toBe(false);
    expect((await member.client.get('/api/moods')).status).toBe(200);
    const mail = await smtp.next(member.user.email, CONFIRM);
    expect(mail.link).toMatch(/\/verify-email\?token=[\w-]{43}$/);

    const res = await verify(tokenOf(mail.link));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Thank you, your email is confirmed.', email: member.user.email });
    expect((await member.client.get('/api/user')).body.emailVerified).toBe(true);
    const again = await verify(tokenOf(mail.link));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
  });

  it('resends the link on request, and says so once the address is confirmed', async () => {
    const member = await signUp(t);
    await smtp.next(member.user.email, CONFIRM);
    const res = await member.client.post('/api/account/verification');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "We've sent you a new confirmation link." });
    const mail = await smtp.next(member.user.email, CONFIRM);
    expect((await verify(tokenOf(mail.link))).status).toBe(200);
    const done = await member.client.post('/api/account/verification');
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Your email is already confirmed.');
  });

  it('sends at most 5 such mails an hour per member', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 5; i += 1) expect((await member.client.post('/api/account/verification')).status).toBe(200);
    const sixth = await member.client.post('/api/account/verification');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many emails\. Please try again in \d+ minutes\.$/);
  });

  it('a verification link expires after 7 days', async () => {
    t.clock.set(new Date());
    const member = await signUp(t);
    const mail = await smtp.next(member.user.email, CONFIRM);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await verify(tokenOf(mail.link))).status).toBe(400);
  });
});

describe('changing the email', () => {
  it('keeps the old address until the new one is confirmed, and tells the old address', async () => {
    const member = await signUp(t);
    const newEmail = `moved.${Date.now()}@telve.test`;
    const res = await member.client.post('/api/update-profile', profile(newEmail));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: member.user.email, pendingEmail: newEmail });

    const notice = await smtp.next(member.user.email, NOTICE);
    expect(notice.text).toContain(newEmail);
    const confirm = await smtp.next(newEmail, CONFIRM_NEW);
    // Until then the old address signs in, the new one does not.
    expect((await t.client().post('/api/login', { email: newEmail, password: member.password })).status).toBe(401);

    const opened = await verify(tokenOf(confirm.link));
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      message: 'Thank you, your new email is confirmed and now signs you in.',
      email: newEmail,
    });
    expect((await member.client.get('/api/user')).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect((await t.client().post('/api/login', { email: newEmail, password: member.password })).status).toBe(200);
    expect((await t.client().post('/api/login', { email: member.user.email, password: member.password })).status).toBe(
      401,
    );
  });

  it('a later request replaces an earlier one: the earlier link no longer works', async () => {
    const member = await signUp(t);
    const first = `first.${Date.now()}@telve.test`;
    const second = `second.${Date.now()}@telve.test`;
    await member.client.post('/api/update-profile', profile(first));
    await member.client.post('/api/update-profile', profile(second));
    const firstLink = await smtp.next(first, CONFIRM_NEW);
    const secondLink = await smtp.next(second, CONFIRM_NEW);
    expect((await verify(tokenOf(firstLink.link))).status).toBe(400);
    expect((await verify(tokenOf(secondLink.link))).status).toBe(200);
  });

  it('refuses an address another account has (409), also when it was taken after the request', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect((await b.client.post('/api/update-profile', profile(a.user.email))).status).toBe(409);

    const wanted = `wanted.${Date.now()}@telve.test`;
    const askers = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    for (const asker of askers)
      expect((await asker.client.post('/api/update-profile', profile(wanted))).status).toBe(200);
    const links: string[] = [];
    for (let i = 0; i < 8; i += 1) links.push(tokenOf((await smtp.next(wanted, CONFIRM_NEW)).link));
    const results = await Promise.all(links.map((token) => verify(token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const owners = await t.database.db.select().from(users).where(eq(users.email, wanted));
    expect(owners).toHaveLength(1);
  });

  it('a verification link of the old address means nothing once the address changed', async () => {
    const member = await signUp(t);
    const oldLink = await smtp.next(member.user.email, CONFIRM);
    const newEmail = `fresh.${Date.now()}@telve.test`;
    await member.client.post('/api/update-profile', profile(newEmail));
    expect((await verify(tokenOf((await smtp.next(newEmail, CONFIRM_NEW)).link))).status).toBe(200);
    expect((await verify(tokenOf(oldLink.link))).status).toBe(400);
  });
});

describe('ADMIN_EMAILS', () => {
  it('grants admin to a listed address only once it is verified', async () => {
    const member = await signUp(t, { email: 'listed.boss@telve.test' });
    expect((await member.client.get('/api/user')).body.role).toBe('member');
    const mail = await smtp.next('listed.boss@telve.test', CONFIRM);
    expect((await verify(tokenOf(mail.link))).status).toBe(200);
    expect((await member.client.get('/api/user')).body.role).toBe('admin');
  });

  it('changing to a listed address grants admin only after the new address is confirmed', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/update-profile', profile('next.boss@telve.test'));
    expect(res.body.role).toBe('member');
    expect((await member.client.get('/api/user')).body.role).toBe('member');
    const mail = await smtp.next('next.boss@telve.test', CONFIRM_NEW);
    expect((await verify(tokenOf(mail.link))).status).toBe(200);
    expect((await member.client.get('/api/user')).body.role).toBe('admin');
  });
});
