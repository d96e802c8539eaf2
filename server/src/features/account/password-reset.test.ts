import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { accountTokens, users } from '../../db/schema';

const NEUTRAL =
  "If an account uses this email, we've sent it a link to choose a new password. It works for 30 minutes.";
const INVALID = 'This link has expired or was already used. Please ask for a new one.';

/** Each request from a client address of its own (behind the trusted proxy), unless one is given. */
let addresses = 0;
const from = (ip?: string) => {
  addresses += 1;
  return { 'x-forwarded-for': ip ?? `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.7` };
};

let t: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({ smtpUrl: smtp.url, publicUrl: 'https://telve.example', trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function resetLink(email: string): Promise<string> {
  const res = await t.client().post('/api/forgot-password', { email }, from());
  expect(res.status).toBe(200);
  const mail = await smtp.next(email, 'Choose a new Telve password');
  expect(mail.link).toMatch(/^https:\/\/telve\.example\/reset-password\?token=[\w-]{43}$/);
  return new URL(mail.link as string).searchParams.get('token') as string;
}

describe('forgotten password', () => {
  it('answers a known and an unknown email with the same sentence, and mails only the account', async () => {
    const member = await signUp(t);
    const unknown = `nobody.${Date.now()}@telve.test`;
    const a = await t.client().post('/api/forgot-password', { email: unknown }, from());
    const b = await t.client().post('/api/forgot-password', { email: member.user.email.toUpperCase() }, from());
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual({ message: NEUTRAL });
    expect(b.body).toEqual({ message: NEUTRAL });
    const mail = await smtp.next(member.user.email, 'Choose a new Telve password');
    expect(mail.text).toContain('Hello Ayla,');
    expect(mail.text).toContain('30 minutes');
    await t.app.ctx.mail.idle();
    expect(smtp.mails.filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it('stores only the hash of a 256-bit token', async () => {
    const member = await signUp(t);
    const token = await resetLink(member.user.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, member.user.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once, ends every other session, signs in and proves the address', async () => {
    const member = await signUp(t);
    const laptop = t.client();
    expect((await laptop.post('/api/login', { email: member.user.email, password: member.password })).status).toBe(200);
    const token = await resetLink(member.user.email);

    const browser = t.client();
    const reset = await browser.post('/api/reset-password', { token, password: 'new-moon-over-cezve' }, from());
    expect(reset.status).toBe(200);
    expect(reset.body.email).toBe(member.user.email);
    expect(reset.body.emailVerified).toBe(true);
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await member.client.get('/api/user')).status).toBe(401);
    expect((await laptop.get('/api/user')).status).toBe(401);

    const again = await t.client().post('/api/reset-password', { token, password: 'another-moon-rises' }, from());
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(INVALID);
    const oldLogin = await t.client().post('/api/login', { email: member.user.email, password: member.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.client().post('/api/login', { email: member.user.email, password: 'new-moon-over-cezve' });
    expect(newLogin.status).toBe(200);
  });

  it('a link works for 30 minutes and not after', async () => {
    const member = await signUp(t);
    t.clock.set(new Date());
    const late = await resetLink(member.user.email);
    const inTime = await resetLink(member.user.email);
    t.clock.advance(30 * 60 * 1000 - 1000);
    expect(
      (await t.client().post('/api/reset-password', { token: inTime, password: 'just-in-time-cup' }, from())).status,
    ).toBe(200);
    t.clock.advance(2000);
    const expired = await t.client().post('/api/reset-password', { token: late, password: 'too-late-for-tea' }, from());
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INVALID);
  });

  it('a new password retires the other reset links of the account', async () => {
    const member = await signUp(t);
    const first = await resetLink(member.user.email);
    const second = await resetLink(member.user.email);
    expect(
      (await t.client().post('/api/reset-password', { token: second, password: 'second-link-used' }, from())).status,
    ).toBe(200);
    expect(
      (await t.client().post('/api/reset-password', { token: first, password: 'first-link-late' }, from())).status,
    ).toBe(400);
  });

  it('refuses a short or common password without using up the link', async () => {
    const member = await signUp(t);
    const token = await resetLink(member.user.email);
    const short = await t.client().post('/api/reset-password', { token, password: 'abc' }, from());
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const common = await t.client().post('/api/reset-password', { token, password: 'password123' }, from());
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common. Please choose a less predictable one.');
    expect(
      (await t.client().post('/api/reset-password', { token, password: 'finally-a-good-one' }, from())).status,
    ).toBe(200);
  });

  it('50 parallel uses of one link: exactly one succeeds', async () => {
    const member = await signUp(t);
    const token = await resetLink(member.user.email);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.client().post(
          '/api/reset-password',
          { token, password: `parallel-cup-${i}-x` },
          {
            'x-forwarded-for': `10.9.${i}.1`,
          },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(49);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.id).toBe(member.user.id);
  });

  it('refuses an unknown token, a missing one and a malformed email with 400', async () => {
    const bogus = await t
      .client()
      .post('/api/reset-password', { token: 'x'.repeat(43), password: 'some-fine-password' }, from());
    expect(bogus.status).toBe(400);
    expect(bogus.body.message).toBe(INVALID);
    expect((await t.client().post('/api/reset-password', { password: 'some-fine-password' }, from())).status).toBe(400);
    const bad = await t.client().post('/api/forgot-password', { email: 'not-an-email' }, from());
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
  });

  it('limits requests per email to 5 an hour, for unknown addresses just the same', async () => {
    const member = await signUp(t);
    const unknown = `nobody.limit.${Date.now()}@telve.test`;
    for (const email of [member.user.email, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        const ok = await t.client().post('/api/forgot-password', { email }, from());
        expect(ok.status).toBe(200);
      }
      const sixth = await t.client().post('/api/forgot-password', { email }, from());
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes\.$/);
    }
  });

  it('limits requests from one client address to 20 an hour, whatever the emails', async () => {
    for (let i = 0; i < 20; i += 1) {
      const ok = await t.client().post('/api/forgot-password', { email: `many.${i}@telve.test` }, from('10.250.0.1'));
      expect(ok.status).toBe(200);
    }
    const next = await t.client().post('/api/forgot-password', { email: 'many.20@telve.test' }, from('10.250.0.1'));
    expect(next.status).toBe(429);
  });

  it('50 parallel requests for one email send at most 5 links', async () => {
    const member = await signUp(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => t.client().post('/api/forgot-password', { email: member.user.email }, from())),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    // The links are made after the answers have gone (issue 29).
    await t.app.ctx.mail.idle();
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, member.user.id));
    expect(rows.filter((row) => row.purpose === 'reset')).toHaveLength(5);
  });
});

describe('a mail server that is down', () => {
  it('does not fail or lose the request: the link is stored and the failure logged', async () => {
    const dead = await startSmtpCatcher();
    await dead.close();
    const lines: string[] = [];
    const app = await startTestApp(
      { smtpUrl: dead.url, logLevel: 'error' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    try {
      const member = await signUp(app);
      const res = await app.client().post('/api/forgot-password', { email: member.user.email }, from());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: NEUTRAL });
      // The link is made after the answer has gone (issue 29), then its mail fails.
      await app.app.ctx.mail.idle();
      const rows = await app.database.db.select().from(accountTokens).where(eq(accountTokens.userId, member.user.id));
      expect(rows.filter((r) => r.purpose === 'reset')).toHaveLength(1);
      expect(lines.join('')).toContain('could not be sent');
      expect(lines.join('')).not.toContain(member.user.email);
    } finally {
      await app.close();
    }
  });
});
