import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp, toast } from './support';

// The landing page and a member's dashboard come painted from the server; the browser takes the
// painted page over without building it again, so the first paint needs no code and nothing moves.
const browser = setupBrowser();

/** Records layout shifts and keeps the first paragraph matching `selector` as parsed from the HTML. */
async function watchPaint(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __shift: number; __painted: Element | null };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.__painted = document.querySelector(sel);
    });
  }, selector);
}

/** Whether the element painted from the HTML is still the one on screen, and the layout shift so far. */
function paintKept(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const w = window as unknown as { __shift: number; __painted: Element | null };
    return { painted: w.__painted !== null, kept: w.__painted === document.querySelector(sel), shift: w.__shift };
  }, selector);
}

describe('pages painted on the server', () => {
  it("a member's dashboard arrives with its horoscope painted, and the app takes it over as it is", async () => {
    const page = await browser.newPage();
    await signUp(page, 'painted');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const html = await (await page.request.get('/dashboard')).text();
    // Before any code runs: the welcome and today's horoscope are in the page itself.
    expect(html).toContain('data-prepainted');
    expect(html).toMatch(/Welcome, (<!-- -->)?Ayla/);
    const horoscope = /<p class="leading-relaxed">([^<]{40,})<\/p>/.exec(html)?.[1];
    expect(horoscope).toBeDefined();

    const selector = 'section[aria-labelledby="horoscope-title"] p.leading-relaxed';
    await watchPaint(page, selector);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Daily Affirmation' }).locator('blockquote').waitFor();
    expect(await paintKept(page, selector)).toEqual({ painted: true, kept: true, shift: 0 });
    expect(warnings.filter((text) => text.includes('painted'))).toEqual([]);
    // Once the app runs, the page is no longer marked as painted (its buttons waited for that).
    await page.locator('#root:not([data-prepainted])').waitFor({ state: 'attached' });
    // The painted page is the app: its buttons answer.
    await page
      .getByRole('region', { name: 'Daily Horoscope' })
      .getByRole('button', { name: 'Save to Journal' })
      .click();
    await toast(page, 'Premium Feature').waitFor();
  });

  it('the mood picked this session is the mood the painted dashboard names', async () => {
    const page = await browser.newPage();
    await signUp(page, 'painted-mood');
    await page.goto('/mood');
    await page.getByRole('radio', { name: 'Grateful' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain('For your grateful mood');
    await page.reload();
    await page.getByRole('region', { name: 'Daily Affirmation' }).getByText('For your grateful mood').waitFor();
  });

  it('a reload in dark mode is dark from its first paint', async () => {
    const page = await browser.newPage();
    await signUp(page, 'painted-dark');
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('app-settings', JSON.stringify({ darkMode: true })));
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    const html = await (await page.request.get('/dashboard')).text();
    expect(html).toContain('<html lang="en" class="dark">');
  });

  it('the landing page is painted for a visitor, and its links work once the app is in', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('Begin Your Journey');
    const selector = 'main h1';
    await watchPaint(page, selector);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await paintKept(page, selector)).toEqual({ painted: true, kept: true, shift: 0 });
    await page.getByRole('link', { name: 'Begin Your Journey' }).click();
    await page.waitForURL('**/auth?mode=register');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  });
});
