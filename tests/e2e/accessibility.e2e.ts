import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is and lists each violation briefly. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
  await page.evaluate(axeSource);
  const found = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  })) as AxeViolation[];
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function settle(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByText(ready, { exact: false }).first().waitFor();
  // A page painted on the server is settled once the app has taken it over; the landing page, whose
  // code waits for a touch (decision 0021), is scanned as a visitor who only reads it sees it.
  if ((await page.locator('#telve-after-paint[data-on-interaction]').count()) === 0) {
    await page.locator('#root:not([data-prepainted])').waitFor({ state: 'attached' });
  }
  // Let entrance animations finish, so colours are measured as the member sees them (endless
  // ones, such as a spinner, never finish and are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the scan itself finds a planted violation (so a clean result means something)', async () => {
    const page = await browser.newPage();
    await settle(page, '/', 'Begin Your Journey');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      document.querySelector('main')?.append(img);
    });
    expect((await violations(page)).some((v) => v.startsWith('image-alt'))).toBe(true);
  });

  it('public screens have no violations', async () => {
    const page = await browser.newPage();
    for (const [path, ready] of [
      ['/', 'Begin Your Journey'],
      ['/auth?mode=login', 'Welcome Back'],
      ['/auth?mode=register', 'Create Your Account'],
      ['/terms-of-service', 'I Agree'],
      ['/nowhere', '404 Page Not Found'],
      ['/goodbye', 'Goodbye, for now'],
    ] as const) {
      await settle(page, path, ready);
      expect({ path, violations: await violations(page) }).toEqual({ path, violations: [] });
    }
  });

  it("a member's screens have no violations, in light and dark mode", async () => {
    const page = await browser.newPage();
    await signUp(page, 'a11y');
    await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week' } });
    const screens = [
      ['/initial-mood', 'You selected', 'How are you feeling?'],
      ['/mood', '', 'How are you feeling today?'],
      ['/dashboard', '', 'Daily Horoscope'],
      ['/coffee-reading', '', 'Simulate Swirl'],
      ['/reading-results', '', 'Your Reading'],
      ['/premium', '', 'Continue to Payment'],
      ['/profile', '', 'My Profile'],
      ['/settings', '', 'Telve version 1.0.0'],
    ] as const;
    for (const dark of [false, true]) {
      await page.goto('/');
      await page.evaluate((on) => {
        localStorage.setItem('app-settings', JSON.stringify({ darkMode: on }));
      }, dark);
      for (const [path, , ready] of screens) {
        await settle(page, path, ready);
        expect({ path, dark, violations: await violations(page) }).toEqual({ path, dark, violations: [] });
      }
    }
  });

  it("a premium member's conversation with the reader has no violations, in light and dark mode", async () => {
    const page = await browser.newPage();
    await signUp(page, 'a11y-asker', { premium: true });
    await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week' } });
    expect((await page.request.post('/api/ask', { data: { question: 'And the weekend?' } })).status()).toBe(200);
    for (const dark of [false, true]) {
      await page.goto('/');
      await page.evaluate((on) => {
        localStorage.setItem('app-settings', JSON.stringify({ darkMode: on }));
      }, dark);
      await settle(page, '/reading-results', 'And the weekend?');
      await page.locator('[data-type="sayer"]').waitFor();
      expect({ dark, violations: await violations(page) }).toEqual({ dark, violations: [] });
    }
  });
});
