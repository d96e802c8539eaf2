import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SHELL_SESSION_ELEMENT_ID } from '@contract/shell';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { affirmationHistory, users } from '../db/schema';
import { AFTER_PAINT_SCRIPT } from './after-paint';

// A built client beside a stand-in painter that writes what it was asked to paint into the page,
// so these tests read what the server chose to paint with (the real painter is tested in
// client/src/prepaint/render.test.ts and in the browser).
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-prepaint-'));
const clientDir = path.join(base, 'client');
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(clientDir, { recursive: true });
  fs.mkdirSync(path.join(base, 'prepaint'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head><title>Telve</title><link rel="manifest" href="/manifest.webmanifest" />' +
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-b2.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css"></head>\n<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(base, 'prepaint', 'render.js'),
    `export function renderPage(paint) {
      if (paint.path === '/') return { html: '<main><h1>Painted landing</h1></main>', title: 'Welcome & <hello>' };
      if (paint.user.firstName === 'Boom') throw new Error('the painter failed');
      const asked = { language: paint.language, clock: paint.clock, mood: paint.mood ?? null, horoscope: paint.horoscope ?? null, affirmation: paint.affirmation ?? null };
      const html = '<main data-asked="' + encodeURIComponent(JSON.stringify(asked)) + '">Painted dashboard</main>';
      return { html, title: 'Dashboard' };
    }`,
  );
  t = await startTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(base, { recursive: true, force: true });
});

function stateIn(html: string): Record<string, unknown> {
  const match = new RegExp(`<script type="application/json" id="${SHELL_SESSION_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match?.[1]) throw new Error('the shell carries no state');
  return JSON.parse(match[1]);
}

interface Asked {
  language: string;
  clock: { today: string; hour: number; dayLabel: string };
  mood: string | null;
  horoscope: { sign: string; date: string; text: string } | null;
  affirmation: { text: string; mood: string } | null;
}

function askedIn(html: string): Asked {
  const match = /data-asked="([^"]*)"/.exec(html);
  if (!match?.[1]) throw new Error('the dashboard was not painted');
  return JSON.parse(decodeURIComponent(match[1]));
}

/** The date `hours` east of UTC now, as YYYY-MM-DD (for zones without daylight saving). */
const dateAtOffset = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);

/** A GET whose body is read as sent (fetch would decompress it unasked). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${t.url}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('pages painted on the server', () => {
  it('paints the landing page for a signed-out visitor, its code kept until the first touch, key or focus', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-prepainted><main><h1>Painted landing</h1></main></div>');
    // Nothing is shown until the painted screen has arrived whole (a half-parsed page would shift).
    expect(html).toContain(
      '<div id="root" data-prepainted><main><h1>Painted landing</h1></main></div><span id="telve-painted-end" hidden></span>',
    );
    expect(html.indexOf('<link rel="expect" href="#telve-painted-end" blocking="render">')).toBeLessThan(
      html.indexOf('</head>'),
    );
    expect(stateIn(html)).toEqual({ user: null });
    expect(html).toContain('<title>Welcome &amp; &lt;hello&gt;</title>');
    // The code tags wait as data until the inline loader (allowed by its hash) adds them.
    expect(html).toContain(
      '<script type="application/json" id="telve-after-paint" data-on-interaction>' +
        '[["script",{"type":"module","crossorigin":"","src":"/assets/index-a1.js"}],' +
        '["link",{"rel":"modulepreload","crossorigin":"","href":"/assets/shared-b2.js"}]]</script>',
    );
    expect(html.match(/index-a1\.js/g)).toHaveLength(1);
    expect(html).toContain(`<script>${AFTER_PAINT_SCRIPT}</script>`);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    const policy = res.headers.get('content-security-policy') ?? '';
    const hash = crypto.createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it("paints a member's dashboard with the horoscope the API answers for the member's day", async () => {
    const member = await signUp(t, { dateOfBirth: '1990-08-01' });
    // Kiritimati is 14 hours east of UTC all year: its day is rarely the server's.
    const res = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: `${member.client.cookieHeader()}; telve-view=tz%3DPacific%252FKiritimati` },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const asked = askedIn(html);
    expect(asked.clock.today).toBe(dateAtOffset(14));
    expect(asked.clock.hour).toBe(new Date(Date.now() + 14 * 3_600_000).getUTCHours());
    const api = await member.client.post('/api/horoscope', { sign: 'Leo', date: dateAtOffset(14) });
    expect(asked.horoscope).toEqual(api.body);
    expect(asked.mood).toBeNull();
    // The browser takes the page over with the same horoscope and clock.
    const state = stateIn(html);
    expect(state.horoscope).toEqual(api.body);
    expect(state.clock).toEqual(asked.clock);
    expect(html).toContain('<div id="root" data-prepainted>');
    // A member's dashboard has things to tap from its first moment: its code comes after the paint, not at a touch.
    expect(html).toContain('<script type="application/json" id="telve-after-paint">[["script",{"type":"module"');
  });

  it("follows the member's time zone to another day, and the language for the day's name", async () => {
    const member = await signUp(t, { dateOfBirth: '1990-08-01' });
    const res = await fetch(`${t.url}/dashboard`, {
      headers: {
        cookie: `${member.client.cookieHeader()}; telve-view=tz%3DPacific%252FPago_Pago`,
        'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5',
      },
    });
    const asked = askedIn(await res.text());
    // Pago Pago is 11 hours west of UTC: 25 hours from Kiritimati, so never the same day.
    expect(asked.clock.today).toBe(dateAtOffset(-11));
    expect(asked.clock.today).not.toBe(dateAtOffset(14));
    expect(asked.horoscope?.date).toBe(dateAtOffset(-11));
    expect(asked.clock.dayLabel).toMatch(/Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar/);
  });

  it("paints a visitor's page in her browser's language, when it is offered", async () => {
    const turkishBrowser = { headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.8' } };
    const englishOnly = await startTestApp({ clientDir: path.join(base, 'client'), offeredLanguages: ['en'] });
    try {
      expect(await (await fetch(`${englishOnly.url}/`, turkishBrowser)).text()).toContain('<html lang="en">');
    } finally {
      await englishOnly.close();
    }
    const turkish = await (await fetch(`${t.url}/`, turkishBrowser)).text();
    expect(turkish).toContain('<html lang="tr">');
    // The installed app's words in her language too.
    expect(turkish).toContain('<link rel="manifest" href="/manifest.tr.webmanifest" />');
    const english = await (await fetch(`${t.url}/`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it("paints a member's pages in her own language, over what her browser asks for", async () => {
    const deniz = await signUp(t);
    expect((await deniz.client.request('PUT', '/api/user/language', { language: 'tr' })).status).toBe(200);
    const turkish = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: deniz.client.cookieHeader(), 'accept-language': 'en-GB,en;q=0.9' },
    });
    const turkishHtml = await turkish.text();
    expect(askedIn(turkishHtml).language).toBe('tr');
    expect(turkishHtml).toContain('<html lang="tr">');
    expect(turkish.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    // An unpainted member page says her language too (the app loads its catalog first).
    const profile = await fetch(`${t.url}/profile`, {
      headers: { cookie: deniz.client.cookieHeader(), 'accept-language': 'en' },
    });
    expect(await profile.text()).toContain('<html lang="tr">');

    const ayla = await signUp(t);
    const english = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: ayla.client.cookieHeader(), 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    const englishHtml = await english.text();
    expect(askedIn(englishHtml).language).toBe('en');
    expect(englishHtml).toContain('<html lang="en">');
  });

  it('paints the mood this session picked, in the theme the browser keeps', async () => {
    const member = await signUp(t);
    const res = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: `${member.client.cookieHeader()}; telve-mood=Grateful; telve-view=dark%3D1` },
    });
    const html = await res.text();
    expect(askedIn(html).mood).toBe('Grateful');
    expect(html).toContain('<html lang="en" class="dark">');
    const odd = await fetch(`${t.url}/dashboard`, {
      headers: {
        cookie: `${member.client.cookieHeader()}; telve-mood=%3Cscript%3E; telve-view=tz%3DNowhere%252FAtAll`,
      },
    });
    const oddHtml = await odd.text();
    // An unknown mood is no mood; an unknown zone is the server's own.
    expect(askedIn(oddHtml).mood).toBeNull();
    expect(oddHtml).toContain('<html lang="en">');
    // Light chosen in Settings stays light on a dark device; no choice leaves it to the stylesheet.
    const light = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: `${member.client.cookieHeader()}; telve-view=theme%3Dlight` },
    });
    expect(await light.text()).toContain('<html lang="en" class="light">');
  });

  it("paints the mood's affirmation as the API answers it, recorded once as shown, and hands it to the browser", async () => {
    const member = await signUp(t);
    const dashboard = await member.client.get<string>('/dashboard');
    const asked = askedIn(dashboard.body);
    // No mood picked this session: Happy, as the browser reads it.
    expect(asked.affirmation?.mood).toBe('Happy');
    expect(asked.affirmation?.text.length).toBeGreaterThan(10);
    expect(stateIn(dashboard.body).affirmation).toEqual(asked.affirmation);
    // A free member's line is the day's for the mood: the API answers the same, and the history holds it once.
    const api = await member.client.post('/api/affirmation', { mood: 'Happy' });
    expect(api.body).toEqual(asked.affirmation);
    const history = await t.database.db
      .select()
      .from(affirmationHistory)
      .where(eq(affirmationHistory.userId, member.user.id));
    expect(history.map((row) => row.text)).toEqual([asked.affirmation?.text]);

    const grateful = await fetch(`${t.url}/dashboard`, {
      headers: { cookie: `${member.client.cookieHeader()}; telve-mood=Grateful` },
    });
    expect(askedIn(await grateful.text()).affirmation?.mood).toBe('Grateful');
  });

  it('paints no horoscope for a member without a birth date, and no other member page', async () => {
    const member = await signUp(t);
    // Members from before the birth date was asked have none.
    await t.database.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, member.user.id));
    const dashboard = await member.client.get<string>('/dashboard');
    expect(askedIn(dashboard.body).horoscope).toBeNull();
    expect(stateIn(dashboard.body).horoscope).toBeUndefined();
    const profile = await member.client.get<string>('/profile');
    expect(profile.body).toContain('<div id="root"></div>');
    expect(profile.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(profile.body).not.toContain('telve-after-paint');
  });

  it("sends a member's painted dashboard compressed as her browser accepts it, brotli first", async () => {
    const member = await signUp(t);
    const cookie = member.client.cookieHeader();
    const plain = await rawGet('/dashboard', { cookie, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString('utf8');
    expect(html).toContain('Painted dashboard');

    const br = await rawGet('/dashboard', { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(br.body.length).toBeLessThan(html.length / 2);
    // The same page (but the affirmation's moment and the session's tokens, which are the same here).
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toContain('Painted dashboard');

    const gzip = await rawGet('/dashboard', { cookie, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toContain('<div id="root" data-prepainted>');
  });

  it('sends the signed-out landing page compressed too', async () => {
    const res = await rawGet('/', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toContain('Painted landing');
  });

  it('serves the page unpainted when painting fails', async () => {
    const member = await signUp(t, { firstName: 'Boom' });
    const res = await member.client.get<string>('/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('telve-after-paint');
    expect(stateIn(res.body)).toEqual({ user: expect.objectContaining({ firstName: 'Boom' }) });
  });
});
