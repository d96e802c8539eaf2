import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { READY_TIMEOUT_MS } from './ready';

// With a built client beside it, so an unknown /api path could fall back to index.html if it were
// not kept apart.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-health-client-'));
let t: TestApp;
beforeAll(async () => {
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Telve</title><div id="root"></div>');
  t = await startTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('foundation API behaviour', () => {
  it('answers the health check (alive) without asking the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.client().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('is alive but not ready, with a 503 and never a 500, when the database is closed or silent', async () => {
    const broken = await startTestApp();
    try {
      await broken.database.close();
      expect((await broken.client().get('/api/health')).status).toBe(200);
      const closed = await broken.client().get('/api/ready');
      expect(closed.status).toBe(503);
      expect(closed.body).toEqual({ message: 'The database is not reachable.', code: 'UNAVAILABLE' });
      expect(closed.headers.get('retry-after')).toBe('5');
      // A database that never answers (a dropped network) is reported after 2 s, not waited on.
      broken.database.ping = () => new Promise(() => {});
      const started = Date.now();
      const silent = await broken.client().get('/api/ready');
      expect(silent.status).toBe(503);
      expect(READY_TIMEOUT_MS).toBe(2000);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await broken.app.close();
      fs.rmSync(broken.dataDir, { recursive: true, force: true });
    }
  });

  it('asks the media store whether it is reachable, and answers 503 when it is not', async () => {
    const store = t.app.ctx.blobs;
    const check = store.check;
    try {
      expect((await t.client().get('/api/ready')).status).toBe(200);
      store.check = () => Promise.reject(new Error('ECONNREFUSED'));
      const down = await t.client().get('/api/ready');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: 'The media store is not reachable.', code: 'UNAVAILABLE' });
      store.check = () => new Promise(() => {});
      expect((await t.client().get('/api/ready')).status).toBe(503);
    } finally {
      store.check = check;
    }
  });

  it('answers an unknown /api path with a JSON 404, while a client route gets the page', async () => {
    const page = await t.client().get('/dashboard');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    for (const url of ['/api/nothing-here', '/api/nothing/deeper', '/api']) {
      const res = await t.client().get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
