import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './circles-support';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { setupBrowser, signUp, toast } from './support';

// Issue 32's polish, at a phone's and a desktop's size: one name rule, the device's theme, toasts
// that keep off what is in use, wording and type, the Terms and Privacy pages, 44 px targets.

const browser = setupBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

type Box = { x: number; y: number; width: number; height: number };
const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not on screen');
  return found;
}

/** The page's background colour, as painted. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const CREAM = 'rgb(250, 246, 241)';
const DARK_CREAM = 'rgb(28, 20, 17)';

/** The open toast's box (the notification region's list item). */
const toastBox = (page: Page) =>
  box(
    page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first(),
  );

describe.each(SIZES)('on a %s', (size, viewport) => {
  it('registering refuses a one-letter name in the profile words, without pushing the other field down', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/auth?mode=register');
    await page.getByLabel('First name').fill('Selin');
    await page.getByLabel('Last name').fill('K');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Last name must be at least 2 characters.').waitFor();
    const first = await box(page.getByLabel('First name'));
    const last = await box(page.getByLabel('Last name'));
    expect(Math.abs(first.y - last.y), size).toBeLessThan(1);
  });

  it('follows the dark system setting from the first paint, until the member chooses light in Settings', async () => {
    // No code at all: the stylesheet alone paints the device's theme.
    const bare = await browser.newPage({ viewport, colorScheme: 'dark', javaScriptEnabled: false });
    await bare.goto('/');
    expect(await pageBackground(bare)).toBe(DARK_CREAM);
    const light = await browser.newPage({ viewport, colorScheme: 'light', javaScriptEnabled: false });
    await light.goto('/');
    expect(await pageBackground(light)).toBe(CREAM);

    const page = await browser.newPage({ viewport, colorScheme: 'dark' });
    await signUp(page, `theme-${size}`);
    await page.goto('/settings');
    const dark = page.getByRole('switch', { name: 'Dark mode' });
    await dark.waitFor();
    expect(await dark.getAttribute('aria-checked')).toBe('true');
    expect(await pageBackground(page)).toBe(DARK_CREAM);
    await dark.click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));
    expect(await pageBackground(page)).toBe(CREAM);
    // The choice holds on the next visit, painted so by the server before any code.
    expect(await (await page.request.get('/dashboard')).text()).toContain('<html lang="en" class="light">');
    await page.reload();
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor();
    expect(await pageBackground(page)).toBe(CREAM);
  });

  it('reaches the Terms and Privacy pages from the consent step, keeps the ticks, and they pass axe, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport, colorScheme });
      await signUp(page, `terms-${size}`);
      await page.goto('/terms-of-service');
      await page.getByRole('checkbox', { name: /18 years old/ }).click();
      await page.getByRole('link', { name: 'Terms of Service' }).click();
      await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/terms');
      await page.getByText('Telve is not a mental health service').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Back to the consent step' }).click();
      await page.getByRole('button', { name: 'I Agree' }).waitFor();
      expect(await page.getByRole('checkbox', { name: /18 years old/ }).getAttribute('aria-checked')).toBe('true');
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('Payments are handled by Stripe').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('shows the kind 404 with the way home', async () => {
    const page = await browser.newPage({ viewport });
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('link', { name: 'Begin Your Journey' }).waitFor();
  });
});

describe('toasts keep off what is in use', () => {
  it("on a phone, a toast raised while the ask chat's input is at the bottom does not cover it", async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signUp(page, 'toast-chat', { premium: true });
    expect(
      (
        await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week', category: 'Love' } })
      ).status(),
    ).toBe(201);
    await page.goto('/reading-results');
    const input = page.getByLabel('Your question');
    await input.waitFor();
    // The page whole (its symbols, pictures and link panel), so nothing below or above moves the chat.
    await page.waitForLoadState('networkidle');
    await input.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await input.focus();
    const form = input.locator('xpath=ancestor::form');
    const before = await box(form);
    expect(before.y + before.height).toBeGreaterThan(PHONE.height - 200);
    // Raised without scrolling, as a toast comes while she types.
    await page.getByRole('button', { name: 'Share' }).evaluate((element) => (element as HTMLElement).click());
    await toast(page, 'Card downloaded').waitFor();
    await page.waitForTimeout(400);
    expect(intersect(await toastBox(page), await box(form))).toBe(false);
  });

  it('on a desktop, a toast raised from an admin row keeps off that row', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    expect(
      (await page.request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).status(),
    ).toBe(200);
    const stamp = Date.now().toString(36);
    const circle = await (
      await page.request.post('/api/admin/circles', { data: { name: `Toast Room ${stamp}`, description: 'Rows' } })
    ).json();
    const author = await browser.newPage();
    await signUp(author, 'toast-author', { premium: true });
    expect((await author.request.put(`/api/circles/${circle.id}/membership`)).status()).toBe(200);
    for (let i = 0; i < 12; i += 1) {
      const made = await author.request.post(`/api/circles/${circle.id}/posts`, {
        data: { content: `Slow morning ${stamp} ${i}` },
      });
      expect(made.status()).toBeLessThan(300);
    }
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Posts' }).click();
    // A row at the foot of the screen, where a toast would otherwise land.
    const row = page.locator('tr', { hasText: `Slow morning ${stamp} 3` });
    await row.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const used = await box(row);
    expect(used.y + used.height).toBeGreaterThan(DESKTOP.height - 120);
    await row.getByRole('button', { name: 'Hide post' }).click();
    await toast(page, 'Post hidden successfully').waitFor();
    await page.waitForTimeout(600);
    const shown = await toastBox(page);
    expect({ shown, used: await box(row) }).toSatisfy(
      ({ shown, used }: { shown: Box; used: Box }) => !intersect(shown, used),
    );
    // Exit Admin is a full-size target.
    await page.evaluate(() => window.scrollTo(0, 0));
    const exit = await box(page.getByRole('link', { name: 'Exit Admin' }));
    expect(Math.min(exit.width, exit.height)).toBeGreaterThanOrEqual(44);
  });
});

describe('type, targets and focus', () => {
  it('Send, Send comment and Resend link are 44 px; the intention placeholder fits a phone; Notifications is hidden; Delete is quiet', async () => {
    const page = await browser.newPage({ viewport: PHONE, colorScheme: 'dark' });
    await signUp(page, 'targets', { premium: true });
    expect(
      (
        await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week', category: 'Love' } })
      ).status(),
    ).toBe(201);
    await page.goto('/reading-results');
    await page.getByLabel('Your question').fill('Will it be calm?');
    const send = await box(page.getByRole('button', { name: 'Send', exact: true }));
    expect(Math.min(send.width, send.height)).toBeGreaterThanOrEqual(44);

    // Send comment, on a post of her own in a circle she joined.
    const [circle] = (await (await page.request.get('/api/circles')).json()) as Array<{ id: number }>;
    if (!circle) throw new Error('no circle to join');
    expect((await page.request.put(`/api/circles/${circle.id}/membership`)).status()).toBe(200);
    const content = `Targets ${Date.now().toString(36)}`;
    expect((await page.request.post(`/api/circles/${circle.id}/posts`, { data: { content } })).status()).toBeLessThan(
      300,
    );
    await page.goto(`/circle/${circle.id}`);
    const post = page.locator('article', { hasText: content });
    await post.getByRole('button', { name: /^Comments/ }).click();
    await post.getByPlaceholder('Write a comment...').fill('So true');
    const sendComment = await box(post.getByRole('button', { name: 'Send comment' }));
    expect(Math.min(sendComment.width, sendComment.height)).toBeGreaterThanOrEqual(44);

    await page.goto('/profile');
    const resend = await box(page.getByRole('button', { name: 'Resend link' }));
    expect(Math.min(resend.width, resend.height)).toBeGreaterThanOrEqual(44);

    await page.goto('/coffee-reading');
    await page.getByText('Swirl 3 more times').waitFor();
    const intention = page.getByRole('textbox', { name: 'Your intention' });
    const fits = await intention.evaluate((element: HTMLInputElement) => {
      const style = getComputedStyle(element);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return false;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(element.placeholder).width <= room;
    });
    expect(fits).toBe(true);
    // The counter's Cormorant figures are lining ones.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: 'Swirl 3' })
        .evaluate((e) => getComputedStyle(e).fontVariantNumeric),
    ).toContain('lining-nums');

    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Notifications' }).count()).toBe(0);
    const remove = page.getByRole('button', { name: 'Delete my account' });
    // A link's look: no fill of its own, so not the brightest thing on a dark screen.
    expect(await remove.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    const removeBox = await box(remove);
    expect(Math.min(removeBox.width, removeBox.height)).toBeGreaterThanOrEqual(44);
    await remove.click();
    await page.getByRole('alertdialog', { name: 'Delete your account?' }).waitFor();
  });

  it('the journal search clears with a house button, and no Cormorant under 17 px on the member screens', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await signUp(page, 'journal-type', { premium: true });
    await page.goto('/journal');
    const search = page.getByRole('searchbox', { name: 'Search your journal' });
    await search.fill('calm');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((e) => e === document.activeElement)).toBe(true);

    for (const path of ['/dashboard', '/journal', '/circle', '/settings', '/terms', '/privacy']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1300);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
          .filter((e) => {
            const rect = e.getBoundingClientRect();
            if (rect.width <= 1 || rect.height <= 1) return false; // hidden, or for screen readers only
            const style = getComputedStyle(e);
            return style.fontFamily.startsWith('"Cormorant') && Number.parseFloat(style.fontSize) < 17;
          })
          .map((e) => `${e.tagName} ${e.textContent?.slice(0, 30)}`),
      );
      expect({ path, small }).toEqual({ path, small: [] });
    }
  });

  it('a tab chosen with the pointer shows no focus ring; the keyboard brings it', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto('/auth?mode=login');
    const register = page.getByRole('tab', { name: 'Register' });
    await register.click();
    await page.getByText('Create Your Account').waitFor();
    // The ring is drawn as a 4 px box-shadow (focusRing); the active tab's own shadow is softer.
    const ring = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return 'none';
        const style = getComputedStyle(focused);
        return style.boxShadow.includes('0px 0px 0px 4px') || style.outlineStyle !== 'none' ? 'ring' : 'none';
      });
    expect(await ring()).toBe('none');
    await page.keyboard.press('ArrowLeft');
    expect(await ring()).toBe('ring');
  });
});
