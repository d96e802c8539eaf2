import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

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
