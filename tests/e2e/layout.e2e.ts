import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { circleId } from './circles-support';
import { setupBrowser, signUp } from './support';

// Issue 32, item 8: one desktop layout for every member screen (the side navigation, a column
// centred beside it, the top bar on the column's edges), and the phone's layout as it was.

const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Each member screen: its address, whether a phone shows the tab bar, and whether it has a top bar. */
const SCREENS: Array<{ path: string; tabBar: boolean; topBar: boolean }> = [
  { path: '/dashboard', tabBar: true, topBar: false },
  { path: '/coffee-reading', tabBar: false, topBar: true },
  { path: '/reading-results', tabBar: false, topBar: true },
  { path: '/premium', tabBar: false, topBar: true },
  { path: '/premium-success', tabBar: false, topBar: false },
  { path: '/profile', tabBar: true, topBar: true },
  { path: '/settings', tabBar: true, topBar: true },
  { path: '/circle', tabBar: true, topBar: true },
  { path: '/circle/:id', tabBar: true, topBar: true },
  { path: '/journal', tabBar: true, topBar: true },
  { path: '/art-gallery', tabBar: true, topBar: true },
];

/** Where the screen's content begins and ends (its <main> less its padding), and where the top bar's row does. */
function edges(page: Page) {
  return page.evaluate(() => {
    const inner = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        left: Math.round(box.left + Number.parseFloat(style.paddingLeft)),
        right: Math.round(box.right - Number.parseFloat(style.paddingRight)),
      };
    };
    const main = document.querySelector('main');
    const row = document.querySelector('header [data-bar-row]');
    return {
      content: main ? inner(main) : null,
      bar: row ? inner(row) : null,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

/** A premium member with a reading, a circle joined, and the address of that circle. */
async function memberWithEverything(page: Page, prefix: string): Promise<(path: string) => string> {
  await signUp(page, prefix, { premium: true });
  expect((await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week' } })).status()).toBe(201);
  const id = await circleId(page, 'Career Clarity');
  return (path) => path.replace(':id', String(id));
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.locator('[data-screen-skeleton]').waitFor({ state: 'detached' });
}

describe('one desktop layout (1440x900)', () => {
  it('every member screen has the side navigation, a column beside it, and the top bar on its edges', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const address = await memberWithEverything(page, 'layout-desk');
    for (const screen of SCREENS) {
      await open(page, address(screen.path));
      const path = screen.path;
      expect({ path, rail: await page.locator('nav[data-side-nav]').isVisible() }).toEqual({ path, rail: true });
      expect({ path, tabs: await page.locator('nav[data-tab-bar]').isVisible() }).toEqual({ path, tabs: false });
      const { content, bar, scrollWidth } = await edges(page);
      if (!content) throw new Error(`${path}: no <main>`);
      // Beside the rail (240 px), centred in the room left, and no phone-width column.
      expect({ path, left: content.left >= 240 }).toEqual({ path, left: true });
      expect({ path, wide: content.right - content.left >= 640 }).toEqual({ path, wide: true });
      const margins = [content.left - 240, DESKTOP.width - content.right] as const;
      expect({ path, centred: Math.abs(margins[0] - margins[1]) <= 2 }).toEqual({ path, centred: true });
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: DESKTOP.width });
      if (screen.topBar) {
        expect({ path, bar }).toEqual({ path, bar: content });
        const back = await page.locator('header a').first().boundingBox();
        expect({ path, back: Math.round(back?.x ?? -1) }).toEqual({ path, back: content.left });
      }
    }
  }, 240_000);

  it('the profile is two columns on a desktop: who she is beside what she edits', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUp(page, 'layout-profile');
    await open(page, '/profile');
    const aside = await page.locator('[data-profile-aside]').boundingBox();
    const form = await page.getByLabel('First name').boundingBox();
    if (!aside || !form) throw new Error('profile not on screen');
    expect(form.x).toBeGreaterThan(aside.x + aside.width);
    expect(Math.abs(form.y - aside.y)).toBeLessThan(150);
  });
});

describe('the phone layout (390x844) as it was', () => {
  it('the tab bar where it was, one column with 16 px sides, the top bar at 12 px, nothing wider than the phone', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const address = await memberWithEverything(page, 'layout-phone');
    for (const screen of SCREENS) {
      await open(page, address(screen.path));
      const path = screen.path;
      expect({ path, tabs: await page.locator('nav[data-tab-bar]').isVisible() }).toEqual({
        path,
        tabs: screen.tabBar,
      });
      expect({ path, rail: await page.locator('nav[data-side-nav]').isVisible() }).toEqual({ path, rail: false });
      const { content, scrollWidth } = await edges(page);
      expect({ path, content, scrollWidth }).toEqual({
        path,
        content: { left: 16, right: PHONE.width - 16 },
        scrollWidth: PHONE.width,
      });
      if (screen.topBar) {
        const back = await page.locator('header a').first().boundingBox();
        expect({ path, back: Math.round(back?.x ?? -1) }).toEqual({ path, back: 12 });
      }
    }
  }, 240_000);
});
