import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const FROM_EVIL = { origin: 'https://evil.example' };
const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };

describe('the cross-site check', () => {
  it.each([
    ['/%61pi/moods', { mood: 'Happy' }],
    ['/%61pi/logout', undefined],
    ['/api/%6Cogout', undefined],
    ['/%61pi/update-profile', { firstName: 'Evil', lastName: 'Doer', email: 'evil@evil.example' }],
  ])('refuses a cross-site POST to %s, however the path is spelled', async (url, body) => {
    const member = await signUp(t);
    for (const headers of [FROM_EVIL, CROSS_SITE]) {
      const res = await member.client.post(url, body, headers);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Requests from other sites are not allowed.', code: 'FORBIDDEN' });
    }
    expect((await member.client.get('/api/user')).status).toBe(200);
    expect((await member.client.get('/api/moods')).body).toEqual([]);
  });

  it('refuses a cross-site upload to an encoded path before the photo is read', async () => {
    const member = await signUp(t);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'x.png');
    const res = await member.client.post('/%61pi/upload-photo', form, FROM_EVIL);
    expect(res.status).toBe(403);
  });

  it('checks every state-changing method, on any path', async () => {
    const member = await signUp(t);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      for (const url of ['/api/moods', '/%61pi/moods', '/anything']) {
        const res = await member.client.request(method, url, undefined, CROSS_SITE);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
    }
  });

  it('lets same-origin requests and reads through, and leaves the signed Stripe webhook to its signature', async () => {
    const member = await signUp(t);
    expect((await member.client.post('/%61pi/moods', { mood: 'Calm' }, { origin: t.url })).status).toBe(201);
    expect((await member.client.get('/%61pi/moods', CROSS_SITE)).status).toBe(200);
    const webhook = await t.client().post('/%61pi/stripe/webhook', { id: 'evt_1' }, CROSS_SITE);
    expect(webhook.status).not.toBe(403);
  });
});
