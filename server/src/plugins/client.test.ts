import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

const APP_JS = `console.info(${JSON.stringify('y'.repeat(4000))});`;
/** The build's pre-compressed file, at full quality: served as it is, never compressed again. */
const APP_JS_BROTLI = zlib.brotliCompressSync(APP_JS, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

let t: TestApp;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-client-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Telve</title><div id="root"></div>');
  fs.writeFileSync(
    path.join(clientDir, 'assets', 'index-abc123.js'),
    `console.info(${JSON.stringify('x'.repeat(4000))});`,
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-def456.js'), APP_JS);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-def456.js.br'), APP_JS_BROTLI);
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await fetch(`${t.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the pre-compressed asset as the build wrote it', async () => {
    const res = await fetch(`${t.url}/assets/app-def456.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${t.url}/assets/app-def456.js`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(raw.equals(APP_JS_BROTLI)).toBe(true);
  });

  it('serves the hashed assets through one route, not one per file (each cost every start its compiling)', async () => {
    const has = (url: string) => t.app.hasRoute({ method: 'GET', url });
    expect([has('/assets/*'), has('/assets/index-abc123.js'), has('/assets/app-def456.js')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('refuses the assets folder itself and any path that is not a plain name in it, with a 403', async () => {
    // Sent as written (fetch would tidy the dots and slashes away first).
    const raw = (address: string) =>
      new Promise<[string, number | undefined, string]>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: new URL(t.url).port, path: address }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => {
              body += chunk;
            });
            response.on('end', () => resolve([address, response.statusCode, body]));
          })
          .on('error', reject);
      });
    const forbidden = JSON.stringify({ message: 'Forbidden', code: 'FORBIDDEN' });
    for (const address of ['/assets/', '/assets/x/../index-abc123.js', '/assets//index-abc123.js', '/assets/%00.js']) {
      expect(await raw(address)).toEqual([address, 403, forbidden]);
    }
  });

  it('never serves a pre-compressed twin under its own name', async () => {
    const twin = await fetch(`${t.url}/assets/app-def456.js.br`);
    expect(twin.status).toBe(404);
    expect(await twin.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('serves the files beside the assets (icons, the service worker) revalidated, a route each', async () => {
    const res = await fetch(`${t.url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(t.app.hasRoute({ method: 'GET', url: '/favicon.svg' })).toBe(true);
  });

  it('answers client routes with index.html, revalidated, so a reload works', async () => {
    for (const route of ['/', '/dashboard', '/circle/3']) {
      const res = await fetch(`${t.url}${route}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('keeps /api and missing files as JSON 404s', async () => {
    const api = await fetch(`${t.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });
});

describe('production cookies', () => {
  it('names the session cookie __Host- and marks it Secure in production', async () => {
    const production = await startTestApp({ production: true });
    try {
      const res = await production.client().post('/api/register', {
        firstName: 'Prod',
        lastName: 'Member',
        email: 'prod@telve.test',
        password: 'secure-cookie-cup',
        dateOfBirth: '1990-02-02',
        intentions: ['Love'],
      });
      expect(res.status).toBe(201);
      const cookie = res.headers.getSetCookie().join(';');
      expect(cookie).toMatch(/^__Host-telve_session=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
    } finally {
      await production.close();
    }
  });
});
