import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp } from '../../../test/factories';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../../test/test-app';

const INVALID = 'This link has expired or was already used. Please ask for a new one.';
const CONFIRM_NEW = 'Confirm your new email for Telve';

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let sequence = 0;
const address = (name: string) => {
  sequence += 1;
  return `${name}.${sequence}.${Date.now()}@telve.test`;
};
const profile = (email: string) => ({ firstName: 'Ayla', lastName: 'Demir', email });
const verify = (link: string | undefined) =>
  t.client().post('/api/verify-email', { token: new URL(link as string).searchParams.get('token') });

/** Asks for `email` in the profile and answers the link mailed to it (the newest one, if several). */
async function askFor(member: SignedInMember, email: string): Promise<string | undefined> {
  const before = smtp.mails.filter((m) => m.to.includes(email)).length;
  const res = await member.client.post('/api/update-profile', profile(email));
  expect(res.status).toBe(200);
  expect(res.body.pendingEmail).toBe(email);
  await t.app.ctx.mail.idle();
  const mails = smtp.mails.filter((m) => m.to.includes(email) && m.subject.includes(CONFIRM_NEW));
  expect(mails).toHaveLength(before + 1);
  return mails.at(-1)?.link;
}

async function expectEmail(member: SignedInMember, email: string, pendingEmail: string | null) {
  expect((await member.client.get('/api/user')).body).toMatchObject({ email, pendingEmail });
}

describe('calling off an email change', () => {
  it('giving the current address again clears the pending one, and its mailed link no longer works', async () => {
    const member = await signUp(t);
    const typo = address('tpyo');
    const link = await askFor(member, typo);
    const res = await member.client.post('/api/update-profile', profile(member.user.email.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: member.user.email, pendingEmail: null });
    const opened = await verify(link);
    expect(opened.status).toBe(400);
    expect(opened.body.message).toBe(INVALID);
    await expectEmail(member, member.user.email, null);
  });

  it("'Cancel change' (DELETE /api/account/email-change) does the same, and is harmless when nothing waits", async () => {
    const member = await signUp(t);
    const link = await askFor(member, address('elsewhere'));
    const cancelled = await member.client.request('DELETE', '/api/account/email-change');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ email: member.user.email, pendingEmail: null });
    expect((await verify(link)).status).toBe(400);
    const again = await member.client.request('DELETE', '/api/account/email-change');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ email: member.user.email, pendingEmail: null });
    expect((await t.client().request('DELETE', '/api/account/email-change')).status).toBe(401);
  });

  it('asking for the same address again after calling it off: only the new link works', async () => {
    const member = await signUp(t);
    const wanted = address('wanted');
    const first = await askFor(member, wanted);
    expect((await member.client.request('DELETE', '/api/account/email-change')).status).toBe(200);
    const second = await askFor(member, wanted);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    await expectEmail(member, wanted, null);
  });

  it('a new change retires the older link, even when it names the earlier address again', async () => {
    const member = await signUp(t);
    const b = address('bee');
    const oldB = await askFor(member, b);
    const c = await askFor(member, address('sea'));
    const newB = await askFor(member, b);
    expect((await verify(oldB)).status).toBe(400);
    expect((await verify(c)).status).toBe(400);
    expect((await verify(newB)).status).toBe(200);
    await expectEmail(member, b, null);
  });

  it('saving the profile with the pending address unchanged keeps the change and mails nothing new', async () => {
    const member = await signUp(t);
    const wanted = address('patient');
    const link = await askFor(member, wanted);
    const saved = await member.client.post('/api/update-profile', { ...profile(wanted), bio: 'Still waiting' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ email: member.user.email, pendingEmail: wanted, bio: 'Still waiting' });
    await t.app.ctx.mail.idle();
    expect(smtp.mails.filter((m) => m.to.includes(wanted))).toHaveLength(1);
    expect((await verify(link)).status).toBe(200);
    await expectEmail(member, wanted, null);
  });
});
