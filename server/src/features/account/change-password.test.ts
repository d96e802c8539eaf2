import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function secondDevice(email: string, password: string) {
  const device = t.client();
  expect((await device.post('/api/login', { email, password })).status).toBe(200);
  return device;
}

describe('changing the password', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const member = await signUp(t);
    const phone = await secondDevice(member.user.email, member.password);
    const wrong = await member.client.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: 'a-quiet-new-pass',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not right. Please try again.');
    expect((await phone.get('/api/user')).status).toBe(200);

    const res = await member.client.post('/api/account/password', {
      currentPassword: member.password,
      newPassword: 'a-quiet-new-pass',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password is changed. Your other devices have been signed out.' });
    expect((await member.client.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await t.client().post('/api/login', { email: member.user.email, password: member.password })).status).toBe(
      401,
    );
    expect(
      (await t.client().post('/api/login', { email: member.user.email, password: 'a-quiet-new-pass' })).status,
    ).toBe(200);
  });

  it('refuses a short or common new password', async () => {
    const member = await signUp(t);
    const short = await member.client.post('/api/account/password', {
      currentPassword: member.password,
      newPassword: 'ab',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const common = await member.client.post('/api/account/password', {
      currentPassword: member.password,
      newPassword: 'iloveyou',
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('This password is too common. Please choose a less predictable one.');
  });

  it('allows 10 current-password checks per 15 minutes, then 429 even for the right one', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 10; i += 1) {
      const res = await member.client.post('/api/account/password', {
        currentPassword: `guess-${i}-wrong`,
        newPassword: 'a-quiet-new-pass',
      });
      expect(res.status).toBe(400);
    }
    const right = await member.client.post('/api/account/password', {
      currentPassword: member.password,
      newPassword: 'a-quiet-new-pass',
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes\.$/);
  });
});

describe('signing out other devices', () => {
  it('ends every other session of the member, no one else’s, and keeps this one', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    const phone = await secondDevice(member.user.email, member.password);
    const tablet = await secondDevice(member.user.email, member.password);
    const res = await member.client.post('/api/account/sign-out-others');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'You are signed out on every other device.', ended: 2 });
    expect((await member.client.get('/api/user')).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await tablet.get('/api/user')).status).toBe(401);
    expect((await other.client.get('/api/user')).status).toBe(200);
  });
});
