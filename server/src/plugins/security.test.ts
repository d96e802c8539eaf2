import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { securityHeaders } from './security';

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

/** What helmet sent with Telve's policy, pinned: the one hook must send exactly these. */
const EXPECTED_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self' 'sha256-G+Abh+RZnpboOnJa34rp16bh2Mq9VUC7vE3EUsRZ28o=';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;media-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Each security header's values as received, from the raw header list (so a duplicate would show). */
function securityHeadersOf(rawHeaders: string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] as string).toLowerCase();
    if (name in EXPECTED_HEADERS) found[name] = [...(found[name] ?? []), rawHeaders[i + 1] as string];
  }
  return found;
}

function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, rawHeaders: res.rawHeaders }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the security headers', () => {
  it('are sent once each, with the same values, on answers, errors, 404s, refusals and the ask stream', async () => {
    const once = Object.fromEntries(Object.entries(EXPECTED_HEADERS).map(([name, value]) => [name, [value]]));
    const member = await signUpPremium(t);
    await member.client.post('/api/coffee-reading', { intention: 'calm' });
    const cookie = member.client.cookieHeader();
    const json = { 'content-type': 'application/json', cookie };
    const cases: [string, Promise<{ status: number; rawHeaders: string[] }>][] = [
      ['signed-in answer', rawRequest(`${t.url}/api/user`, { headers: { cookie } })],
      ['signed out', rawRequest(`${t.url}/api/user`)],
      ['unknown path', rawRequest(`${t.url}/api/nothing-here`)],
      ['bad input', rawRequest(`${t.url}/api/moods`, { method: 'POST', headers: json, body: '{"mood":""}' })],
      [
        'cross-site refusal',
        rawRequest(`${t.url}/api/moods`, {
          method: 'POST',
          headers: { ...json, origin: 'https://evil.example' },
          body: '{}',
        }),
      ],
      [
        'ask stream',
        rawRequest(`${t.url}/api/ask/stream`, { method: 'POST', headers: json, body: '{"question":"Why?"}' }),
      ],
    ];
    const statuses: Record<string, number> = {};
    for (const [name, pending] of cases) {
      const res = await pending;
      statuses[name] = res.status;
      expect(securityHeadersOf(res.rawHeaders), name).toEqual(once);
    }
    expect(statuses).toEqual({
      'signed-in answer': 200,
      'signed out': 401,
      'unknown path': 404,
      'bad input': 400,
      'cross-site refusal': 403,
      'ask stream': 200,
    });
  });

  it('add upgrade-insecure-requests to the policy in production only', () => {
    expect(securityHeaders({ production: false })['content-security-policy']).toBe(
      EXPECTED_HEADERS['content-security-policy'],
    );
    expect(securityHeaders({ production: true })['content-security-policy']).toBe(
      `${EXPECTED_HEADERS['content-security-policy']};upgrade-insecure-requests`,
    );
  });
});
