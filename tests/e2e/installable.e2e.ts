import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, setupBrowser, signUp, toast } from './support';

// Telve as an installed app (docs/decisions/0046-installable-telve.md): the manifest, the service
// worker on a member's screens only, the last day read offline, a write offline refused, the daily
// reminder shown, and nothing of hers kept after she logs out.
const browser = setupBrowser();

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''));
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const horoscope = (page: Page) => page.getByRole('region', { name: 'Daily Horoscope' });

describe('installable Telve', () => {
  it('the landing page links the manifest and registers no service worker; /sw.js is never stored stale', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Past the moment a member's screen would have started it (idle, at most 5 s after).
    await page.waitForTimeout(2500);
    expect(await registrations(page)).toEqual([]);
    expect(asked.filter((path) => /sw\.js|service-worker/.test(path))).toEqual([]);

    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]').count()).toBe(1);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = await manifest.json();
    expect(body).toMatchObject({ name: 'Telve', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(body.shortcuts.map((s: { name: string }) => s.name)).toEqual(["Today's horoscope", 'Read my cup']);
    const maskable = body.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable');
    expect(maskable.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of body.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
  });

  it("a member's screen starts it; offline the dashboard reloads with her horoscope, a write is refused, a push shows; logging out clears the caches", async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: baseUrl() });
    await signUp(page, 'installable');
    await page.goto('/dashboard');
    await horoscope(page).getByRole('button', { name: 'Read more' }).waitFor();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? ''), {
        timeout: 20_000,
      })
      .toBe('activated');
    expect(await registrations(page)).toEqual([`${baseUrl()}/sw.js`]);

    // Pages she opens are kept as they came (the dashboard painted with her day).
    await page.goto('/coffee-reading');
    await page.getByLabel('Your intention').waitFor();
    // The next page opened is the first it serves.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl()}/sw.js`);
    await page.goto('/dashboard');
    await horoscope(page).getByRole('button', { name: 'Read more' }).waitFor();
    const headline = (await horoscope(page).locator('p').first().innerText()).trim();
    expect(headline.length).toBeGreaterThan(10);
    expect(await cacheNames(page)).toContain('telve-pages');

    await page.context().setOffline(true);
    await page.reload();
    await horoscope(page).getByText(headline).waitFor();
    await page.locator('[data-offline-notice]').waitFor();

    // A write offline goes to the network and fails there: refused with the offline words, never held.
    await page.goto('/coffee-reading');
    await page.getByLabel('Your intention').fill('Will the spring be gentle?');
    await page.getByRole('button', { name: 'Simulate Swirl' }).click();
    await toast(page, 'Reading failed').waitFor();
    expect(await page.locator('[data-offline-notice]').innerText()).toContain("You're offline.");
    expect(await page.getByLabel('Your intention').inputValue()).toBe('Will the spring be gentle?');
    await page.context().setOffline(false);
    const readings = await page.request.get('/api/coffee-reading');
    expect(readings.status(), 'no reading was made later from a held request').toBe(404);

    // The daily reminder, delivered as the push service would.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
        const ours = list.find((r) => r.scopeURL === `${baseUrl()}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'Good morning, Leo', body: 'A soft day to begin again.', url: '/dashboard' }),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect
      .poll(shown)
      .toEqual([
        { title: 'Good morning, Leo', body: 'A soft day to begin again.', tag: 'telve-daily', url: '/dashboard' },
      ]);

    // Logging out: the pages painted for her go; the build's own files stay.
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/auth');
    await expect.poll(() => cacheNames(page)).not.toContain('telve-pages');
    expect((await cacheNames(page)).some((name) => name.startsWith('workbox-precache'))).toBe(true);
    await page.context().setOffline(true);
    await page.goto('/dashboard').catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(await page.getByText(headline).count()).toBe(0);
    await page.context().setOffline(false);
  });
});
