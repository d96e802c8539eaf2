import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

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
  it('answers the health check after asking the database', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('fails the health check when the database does not answer', async () => {
    const broken = await startTestApp();
    try {
      await broken.database.close();
      const res = await broken.client().get('/api/health');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    } finally {
      await broken.app.close();
      fs.rmSync(broken.dataDir, { recursive: true, force: true });
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
