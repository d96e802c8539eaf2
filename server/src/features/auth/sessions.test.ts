import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../env';
import { DEFAULT_REGISTRATIONS_PER_HOUR, LOGIN_FAILURES_PER_ACCOUNT } from './limits';

/** A small limit keeps the test quick; the default is checked below. */
const SIGN_UPS = 12;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('sign-in and sessions', () => {
  it('answers /api/user with 401 when signed out', async () => {
    const res = await t.client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('signs in case-insensitively and issues a fresh token, ending the planted one (no fixation)', async () => {
    const member = await signUp(t);
    const registrationToken = member.client.cookies.get('telve_session');
    const res = await member.client.post('/api/login', {
      email: member.user.email.toUpperCase(),
      password: member.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(member.user.email);
    const loginToken = member.client.cookies.get('telve_session');
    expect(loginToken).toBeTruthy();
    expect(loginToken).not.toBe(registrationToken);

    const replay = t.client();
    replay.cookies.set('telve_session', registrationToken as string);
    expect((await replay.get('/api/user')).status).toBe(401);
    expect((await member.client.get('/api/user')).status).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const member = await signUp(t);
    const wrong = await t.client().post('/api/login', { email: member.user.email, password: 'not-the-password' });
    const unknown = await t.client().post('/api/login', { email: 'nobody-here@telve.test', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(unknown.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
  });

  it('validates the login body with SPEC messages', async () => {
    expect((await t.client().post('/api/login', { email: 'x', password: 'secret1' })).body).toEqual({
      message: 'Please enter a valid email address',
      code: 'BAD_REQUEST',
    });
    expect((await t.client().post('/api/login', { email: 'a@b.co', password: '123' })).body).toEqual({
      message: 'Password must be at least 6 characters',
      code: 'BAD_REQUEST',
    });
  });

  it('logout deletes the session on the server, so a copied cookie stops working', async () => {
    const member = await signUp(t);
    const token = member.client.cookies.get('telve_session') as string;
    expect((await member.client.post('/api/logout')).status).toBe(200);
    const copy = t.client();
    copy.cookies.set('telve_session', token);
    expect((await copy.get('/api/user')).status).toBe(401);
  });

  it('expires a session after 30 days without use, and after 90 days in all', async () => {
    const idle = await signUp(t);
    const busy = await signUp(t);
    t.clock.advance(29 * DAY);
    expect((await idle.client.get('/api/user')).status).toBe(200);
    // Used on day 29: still fine on day 58, but not after 30 idle days.
    t.clock.advance(29 * DAY);
    expect((await idle.client.get('/api/user')).status).toBe(200);
    t.clock.advance(31 * DAY);
    expect((await idle.client.get('/api/user')).status).toBe(401);

    // busy: used every 20 days, still ended at 90 days.
    const fresh = await signUp(t);
    for (let day = 20; day <= 80; day += 20) {
      t.clock.advance(20 * DAY);
      expect((await fresh.client.get('/api/user')).status).toBe(200);
    }
    t.clock.advance(11 * DAY);
    expect((await fresh.client.get('/api/user')).status).toBe(401);
    expect(busy).toBeTruthy();
    t.clock.set(new Date());
  });

  it('refuses state-changing requests from another site', async () => {
    const member = await signUp(t);
    const evil = await member.client.post('/api/moods', { mood: 'Happy' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const crossSite = await member.client.post('/api/moods', { mood: 'Happy' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await member.client.post('/api/moods', { mood: 'Happy' }, { origin: t.url });
    expect(sameOrigin.status).toBe(201);
  });
});

describe('rate limits', () => {
  it(`allows ${LOGIN_FAILURES_PER_ACCOUNT.limit} failed sign-ins for an account, then answers 429 saying when to retry`, async () => {
    const member = await signUp(t);
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) {
      const res = await t.client().post('/api/login', { email: member.user.email, password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.client().post('/api/login', { email: member.user.email, password: member.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Please try again in \d+ minutes/);
    expect(blocked.headers.get('retry-after')).toBeTruthy();

    t.clock.advance(LOGIN_FAILURES_PER_ACCOUNT.windowMs + 1000);
    const later = await t.client().post('/api/login', { email: member.user.email, password: member.password });
    expect(later.status).toBe(200);
    t.clock.set(new Date());
  });

  it('allows REGISTRATIONS_PER_HOUR sign-ups an hour from one address, then 429, whatever X-Forwarded-For says', async () => {
    const other = await startTestApp({ registrationsPerHour: SIGN_UPS });
    try {
      for (let i = 0; i < SIGN_UPS; i++) {
        const res = await other
          .client()
          .post('/api/register', registrationFor(), { 'x-forwarded-for': `198.51.100.${i}` });
        expect(res.status).toBe(201);
      }
      const res = await other
        .client()
        .post('/api/register', registrationFor(), { 'x-forwarded-for': '198.51.100.250' });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/Too many sign-ups.*try again in/);
      other.clock.advance(60 * 60 * 1000 + 1000);
      expect((await other.client().post('/api/register', registrationFor())).status).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('defaults to 100 sign-ups an hour per address', () => {
    expect(DEFAULT_REGISTRATIONS_PER_HOUR).toBe(100);
    expect(loadConfig({}).registrationsPerHour).toBe(100);
    expect(loadConfig({ REGISTRATIONS_PER_HOUR: '5' }).registrationsPerHour).toBe(5);
  });

  it('counts each client behind a trusted proxy (TRUST_PROXY) separately', async () => {
    const proxied = await startTestApp({ trustProxy: ['127.0.0.1'], registrationsPerHour: SIGN_UPS });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < SIGN_UPS; i++) {
        expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.1'))).status).toBe(201);
      }
      expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.1'))).status).toBe(429);
      expect((await proxied.client().post('/api/register', registrationFor(), from('203.0.113.2'))).status).toBe(201);
    } finally {
      await proxied.close();
    }
  });
});
