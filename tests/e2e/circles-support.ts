import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MEMBER_PASSWORD, uniqueEmail } from './support';

/** Helpers of the Wellness Circle journeys (circles.e2e.ts). */

export const PHOTO = path.join(import.meta.dirname, 'fixtures/photo.png');
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

/** axe-core's WCAG 2.1 A and AA violations on the page as it is, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  return found.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Starts summing layout shifts (not caused by input) from the next navigation on. */
export const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/**
 * Makes members of their own names (the feed shows names), Premium through the demo provider
 * unless told, each signed in on a page of the given browser.
 */
export const memberMaker =
  (browser: { newPage: () => Promise<Page> }) =>
  async (firstName: string, options: { premium?: boolean } = {}): Promise<Page> => {
    const page = await browser.newPage();
    const res = await page.request.post('/api/register', {
      data: {
        firstName,
        lastName: 'Aksoy',
        email: uniqueEmail(firstName.toLowerCase()),
        password: MEMBER_PASSWORD,
        dateOfBirth: '1990-04-12',
        intentions: ['Health'],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    if (options.premium ?? true) {
      expect((await page.request.post('/api/activate-demo-subscription', { data: { plan: 'annual' } })).status()).toBe(
        200,
      );
    }
    return page;
  };

/** The seeded circle's id, by name (so the test does not depend on insertion order). */
export async function circleId(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/circles');
  expect(res.status()).toBe(200);
  const found = ((await res.json()) as Array<{ id: number; name: string }>).find((c) => c.name === name);
  if (!found) throw new Error(`no circle named ${name}`);
  return found.id;
}

/** The post whose text is `text`, as an article in the feed. */
export const postCard = (page: Page, text: string): Locator =>
  page.getByRole('list', { name: 'Posts' }).getByRole('listitem').filter({ hasText: text }).getByRole('article');

/** A gate a routed request waits at until the test releases it. */
export function hold(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
