import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

/** Starts counting layout shifts (those after input excluded, as the metric does) from page load. */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

async function size(locator: Locator): Promise<{ width: number; height: number; x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on screen');
  return box;
}

type Box = { width: number; height: number; x: number; y: number };
/** Pairs of boxes that overlap (touch targets must not: a tap between them would be a guess). */
function overlaps(boxes: Box[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  boxes.forEach((a, i) => {
    boxes.forEach((b, j) => {
      if (j > i && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        pairs.push([i, j]);
    });
  });
  return pairs;
}

/** Whether every point 21 px around the element's centre (a 42 px square, so a 44 px target) hits it. */
async function hitAreaAround(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    return [-21, 0, 21].every((dx) =>
      [-21, 0, 21].every((dy) => element.contains(document.elementFromPoint(cx + dx, cy + dy))),
    );
  });
}

/** WCAG relative luminance of an element's computed background (or text) colour, rgb or rgba. */
function luminanceOf(locator: Locator, property: 'backgroundColor' | 'color' = 'backgroundColor'): Promise<number> {
  return locator.evaluate((element, which) => {
    const [r, g, b] = (getComputedStyle(element)[which].match(/[\d.]+/g) ?? []).map(Number);
    const lin = (c = 0) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }, property);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('the heading typeface', () => {
  it('is Cormorant Garamond from our own origin, Latin only, preloaded, with no layout shift', async () => {
    const page = await browser.newPage();
    await watchShifts(page);
    await page.goto('/');
    const preload = page.locator('link[rel="preload"][as="font"]');
    expect(await preload.getAttribute('href')).toMatch(/^\/assets\/cormorant-garamond-latin-600-normal-.+\.woff2$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('600 32px "Cormorant Garamond"'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
      /^"Cormorant Garamond"/,
    );
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => /\.(woff2?|ttf|otf)$/.test(url.pathname))
        .map((url) => `${url.origin === location.origin ? 'self' : url.origin} ${url.pathname.split('/').pop()}`),
    );
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/^self cormorant-garamond-latin-600-normal-.+\.woff2$/);
    await page.waitForTimeout(300);
    expect(await shifts(page)).toBe(0);
  });

  it('falls back to a serif scaled to the same width while the font is missing', async () => {
    const widthOfTitle = async (blockFonts: boolean) => {
      const page = await browser.newPage();
      // A font that never arrives: the fallback shows for as long as the page is measured.
      if (blockFonts) await page.route('**/*.woff2', () => new Promise<void>(() => undefined));
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      if (!blockFonts) await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      return h1.evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        return { width: range.getBoundingClientRect().width, family: getComputedStyle(h).fontFamily };
      });
    };
    const real = await widthOfTitle(false);
    const fallback = await widthOfTitle(true);
    // Unscaled, the local serif sets this title about 10% wider.
    expect(fallback.width / real.width).toBeGreaterThan(0.95);
    expect(fallback.width / real.width).toBeLessThan(1.05);
  });
});

describe('touch targets are at least 44 px (390x844)', () => {
  it("'Forgot Password?' and the register checkboxes", async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=login');
    const forgot = await size(page.getByRole('link', { name: 'Forgot Password?' }));
    expect(forgot.height).toBeGreaterThanOrEqual(44);
    expect(forgot.width).toBeGreaterThanOrEqual(44);
    await page.goto('/auth?mode=register');
    await page.getByRole('checkbox').first().waitFor();
    const boxes = await page.getByRole('checkbox').all();
    expect(boxes).toHaveLength(4);
    const sized: Box[] = [];
    for (const box of boxes) {
      const found = await size(box);
      expect({ width: found.width, height: found.height }).toEqual({ width: 44, height: 44 });
      sized.push(found);
    }
    expect(overlaps(sized)).toEqual([]);
  });

  it("the terms checkboxes, 'Change photo', the settings switches at their rows' right edge and the volume thumb", async () => {
    const page = await browser.newPage();
    await signUp(page, 'targets');
    await page.goto('/terms-of-service');
    await page.getByRole('checkbox').first().waitFor();
    for (const box of await page.getByRole('checkbox').all()) {
      const { width, height } = await size(box);
      expect({ width, height }).toEqual({ width: 44, height: 44 });
    }

    await page.goto('/profile');
    const change = await size(page.getByRole('button', { name: 'Change photo' }));
    expect(change.height).toBeGreaterThanOrEqual(44);

    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Sound' }).waitFor();
    const switches = await page.getByRole('switch').all();
    // The daily reminder (SPEC.md's Notifications, now real: decision 0047), Dark mode and Sound.
    expect(switches).toHaveLength(3);
    expect(await page.getByRole('switch', { name: 'Daily reminder' }).count()).toBe(1);
    expect(overlaps(await Promise.all(switches.map(size)))).toEqual([]);
    const card = await size(
      page.getByRole('switch', { name: 'Sound' }).locator('xpath=ancestor::*[contains(@class,"rounded-2xl")][1]'),
    );
    for (const control of switches) {
      const box = await size(control);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      // At the right edge of the card's content (its padding is 20 px), its label to the left.
      expect(Math.abs(card.x + card.width - 20 - (box.x + box.width))).toBeLessThan(2);
    }
    const sound = await size(page.getByText('Sound', { exact: true }));
    const soundSwitch = await size(page.getByRole('switch', { name: 'Sound' }));
    expect(sound.x + sound.width).toBeLessThan(soundSwitch.x);
    expect(await hitAreaAround(page.getByRole('slider', { name: 'Volume' }))).toBe(true);
  });
});

describe('the dark palette', () => {
  it('keeps the reading hero and primary buttons darker than the text, with AA text on them', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('app-settings', JSON.stringify({ darkMode: true })));
    await signUp(page, 'dark');
    await page.goto('/dashboard');
    const hero = page.getByRole('region', { name: 'Your cup is waiting' });
    await hero.waitFor();
    // The light tan these used to be had a luminance of 0.47; the page's text is 0.86.
    const heroBackground = await luminanceOf(hero);
    expect(heroBackground).toBeLessThan(0.12);
    expect(contrast(heroBackground, await luminanceOf(hero.getByRole('heading'), 'color'))).toBeGreaterThanOrEqual(4.5);
    await page.goto('/mood');
    await page.getByRole('radio', { name: 'Calm' }).click();
    const button = page.getByRole('button', { name: 'Continue' });
    const buttonBackground = await luminanceOf(button);
    expect(buttonBackground).toBeLessThan(0.12);
    expect(contrast(buttonBackground, await luminanceOf(button, 'color'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the premium horoscope while it loads', () => {
  it('is shaped and sized like its headline and sky, with no layout shift', async () => {
    const page = await browser.newPage();
    await signUp(page, 'skeleton', { premium: true });
    await watchShifts(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/horoscope', async (route) => {
      await held;
      await route.continue();
    });
    // Opened from another screen: a dashboard loaded as a page arrives with its horoscope painted.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    const card = page.getByRole('region', { name: 'Daily Horoscope' });
    const body = card.locator(':scope > div').nth(1);
    await card.getByText("Reading today's sky...").waitFor({ state: 'attached' });
    const loading = await size(body);
    release();
    // The insights wait behind 'Read more', so the closed card is the headline and the sky.
    await card.getByRole('button', { name: 'Read more', disabled: false }).waitFor();
    const loaded = await size(body);
    expect(Math.abs(loading.height - loaded.height) / loaded.height).toBeLessThan(0.12);
    expect(await shifts(page)).toBe(0);
  });
});

describe('a layout of its own on a desktop (1280x800)', () => {
  it('shows the side navigation instead of the tab bar, and the dashboard in two columns', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page, 'desktop');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Ayla' }).waitFor();
    expect(await page.locator('nav[data-side-nav]').isVisible()).toBe(true);
    expect(await page.locator('nav[data-tab-bar]').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    const nav = await size(page.locator('nav[data-side-nav]'));
    expect(nav.x).toBe(0);
    // The day's card on the left, the reading's invitation beside it.
    const hero = await size(page.getByRole('region', { name: 'Your cup is waiting' }));
    const horoscope = await size(page.getByRole('region', { name: 'Daily Horoscope' }));
    expect(Math.abs(hero.y - horoscope.y)).toBeLessThan(2);
    expect(hero.x).toBeGreaterThan(horoscope.x + horoscope.width);
    const main = await size(page.getByRole('main'));
    expect(main.x).toBeGreaterThanOrEqual(nav.width);
    expect(main.width).toBeLessThanOrEqual(1024);
  });

  it('keeps the phone layout on a phone: the tab bar, one column', async () => {
    const page = await browser.newPage();
    await signUp(page, 'phone-layout');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Ayla' }).waitFor();
    expect(await page.locator('nav[data-tab-bar]').isVisible()).toBe(true);
    expect(await page.locator('nav[data-side-nav]').isVisible()).toBe(false);
    // The day's card first, the reading's invitation under it.
    const hero = await size(page.getByRole('region', { name: 'Your cup is waiting' }));
    const affirmation = await size(page.getByRole('region', { name: 'Daily Affirmation' }));
    expect(hero.y).toBeGreaterThan(affirmation.y + affirmation.height);
  });
});

describe('smaller things', () => {
  /** The number of moods on each row of the grid, top to bottom. */
  const rowsOf = (page: Page) =>
    page.getByRole('radiogroup', { name: 'Moods' }).evaluate((grid) => {
      const rows = new Map<number, number>();
      for (const radio of grid.querySelectorAll('[role="radio"]')) {
        const top = Math.round(radio.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return [...rows.values()];
    });

  it('the mood grids leave no mood alone on a last row, on a phone and a desktop', async () => {
    const page = await browser.newPage();
    await signUp(page, 'moods');
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/initial-mood');
      await page.getByRole('radio', { name: 'Unsure' }).waitFor();
      const fourteen = await rowsOf(page);
      expect(fourteen.reduce((a, b) => a + b)).toBe(14);
      expect(new Set(fourteen).size).toBe(1);
      await page.goto('/mood');
      await page.getByRole('radio', { name: 'Hopeful' }).waitFor();
      const twelve = await rowsOf(page);
      expect(twelve.reduce((a, b) => a + b)).toBe(12);
      expect(new Set(twelve).size).toBe(1);
    }
  });

  it("register shows the password's error in place of its help, and marks the intentions required", async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=register');
    await page.getByText('At least 6 characters.').waitFor();
    expect(await page.getByRole('group', { name: 'What brings you here? (required)' }).count()).toBe(1);
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    expect(await page.getByText('At least 6 characters.').count()).toBe(0);
  });

  it('Simulate Swirl is quieter than Swirl', async () => {
    const page = await browser.newPage();
    await signUp(page, 'simulate');
    await page.goto('/coffee-reading');
    const swirl = page.getByRole('button', { name: 'Swirl', exact: true });
    const simulate = page.getByRole('button', { name: 'Simulate Swirl' });
    await simulate.waitFor();
    expect(await simulate.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await swirl.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect((await size(simulate)).height).toBeLessThan((await size(swirl)).height);
    expect((await size(simulate)).width).toBeLessThan((await size(swirl)).width);
  });
});
