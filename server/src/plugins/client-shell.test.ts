import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_SESSION_ELEMENT_ID } from '@contract/shell';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-shell-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><head><title>Telve</title><script type="module" src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" href="/assets/shared-b2.js"></head><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a1.js', imports: ['_shared-b2.js'] },
      '_shared-b2.js': { file: 'assets/shared-b2.js' },
      '_journal-c3.js': { file: 'assets/journal-c3.js', imports: ['_shared-b2.js'] },
      'src/features/guidance/dashboard-page.tsx': {
        file: 'assets/dashboard-page-d4.js',
        imports: ['_journal-c3.js', '_shared-b2.js'],
      },
      'src/lib/i18n-runtime.ts': { file: 'assets/i18n-runtime-e5.js', imports: ['_shared-b2.js'] },
      '../telve-catalog/en': { file: 'assets/en-f6.js' },
      '../telve-catalog/tr': { file: 'assets/tr-g7.js' },
      '../telve-catalog/guidance/en': { file: 'assets/en-h8.js' },
      '../telve-catalog/guidance/tr': { file: 'assets/tr-i9.js' },
      '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2': {
        file: 'assets/cormorant-garamond-latin-400-italic-j1.woff2',
      },
    }),
  );
  t = await startTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The JSON the shell carries in its session element. */
function sessionIn(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${SHELL_SESSION_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('the shell carries no session');
  return JSON.parse(match[1]);
}

describe('the page shell and the session', () => {
  it('tells a signed-out visitor so, so the page asks no /api/user that could only answer 401', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const html = await res.text();
    expect(sessionIn(html)).toEqual({ user: null });
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/dashboard-page');
    // The landing page works without code, which waits for a touch: nor does it name the catalog.
    expect(html).not.toContain('i18n-runtime-e5.js');
  });

  it("carries a member's user as GET /api/user answers it, privately, and names the dashboard's code", async () => {
    const member = await signUp(t, { firstName: '</script><b>$&', dateOfBirth: '1991-08-03' });
    const shell = await member.client.get<string>('/dashboard');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('private, no-store');
    const html = shell.body;
    // The member's name cannot close the element, and is not read as a replacement pattern.
    expect(html).not.toContain('</script><b>');
    const me = await member.client.get('/api/user');
    expect(sessionIn(html)).toEqual({ user: me.body });
    expect((sessionIn(html) as { user: { firstName: string } }).user.firstName).toBe('</script><b>$&');
    // The page's chunk and what it imports, less what the shell already loads.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-d4.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/journal-c3.js">');
    expect(html.match(/shared-b2\.js/g)).toHaveLength(1);
    // The words of the page's language come with it (the app waits for them before it renders).
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/i18n-runtime-e5.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-f6.js">');
    expect(html).not.toContain('tr-g7.js');
    // And the dashboard's own words (its feature's catalog), in the page's language only.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-h8.js">');
    expect(html).not.toContain('tr-i9.js');
    // The affirmation's italic face is fetched beside the stylesheet, not after it.
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cormorant-garamond-latin-400-italic-j1.woff2">',
    );
    // Other screens get the user but no page code named.
    const profile = await member.client.get<string>('/profile');
    expect(sessionIn(profile.body)).toEqual({ user: me.body });
    expect(profile.body).not.toContain('dashboard-page-d4.js');
    expect(profile.body).not.toContain('en-h8.js');
    expect(profile.body).not.toContain('400-italic');
    expect(profile.body).toContain('<link rel="modulepreload" crossorigin href="/assets/en-f6.js">');
  });

  it("names the catalog of the member's own language, not her browser's", async () => {
    const member = await signUp(t);
    expect((await member.client.request('PUT', '/api/user/language', { language: 'tr' })).status).toBe(200);
    const profile = await member.client.get<string>('/profile', { 'accept-language': 'en-US,en;q=0.9' });
    expect(profile.body).toContain('<link rel="modulepreload" crossorigin href="/assets/tr-g7.js">');
    expect(profile.body).not.toContain('en-f6.js');
    expect((sessionIn(profile.body) as { user: { language: string } }).user.language).toBe('tr');
  });

  it('a session cookie that names no session is a signed-out shell', async () => {
    const res = await fetch(`${t.url}/dashboard`, { headers: { cookie: 'telve_session=not-a-real-token' } });
    const html = await res.text();
    expect(sessionIn(html)).toEqual({ user: null });
    expect(html).not.toContain('dashboard-page-d4.js');
  });
});
