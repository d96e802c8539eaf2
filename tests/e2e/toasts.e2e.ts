import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, setupBrowser, signUp, uniqueEmail } from './support';

const browser = setupBrowser();

const region = (page: Page) => page.getByRole('region', { name: /Notifications/ });
/** The one toast on screen (an <li> in the notification region). */
const shownToast = (page: Page) => region(page).locator('li');

/** Waits for the toast with this title, and for its entrance animation to end. */
async function toastTitled(page: Page, title: string): Promise<Locator> {
  const item = shownToast(page).filter({ hasText: title });
  await item.waitFor();
  await page.waitForTimeout(500);
  return item;
}

/**
 * The headings and controls on screen that the toast's box overlaps (the toast's own close
 * button and action aside), each as "tag 'text'".
 */
async function coveredBy(toastItem: Locator): Promise<string[]> {
  return toastItem.evaluate((toastElement) => {
    const box = toastElement.getBoundingClientRect();
    const selector =
      'h1, h2, h3, button, a[href], input, textarea, select, [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="slider"]';
    return [...document.querySelectorAll(selector)]
      .filter((element) => !toastElement.contains(element) && element.getClientRects().length > 0)
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((element) => `${element.tagName.toLowerCase()} '${(element.textContent ?? '').trim().slice(0, 40)}'`);
  });
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('toasts on a phone (390x844)', () => {
  it("'Login failed' covers none of the sign-in form, its heading or its controls", async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, uniqueEmail('nobody'), 'not-the-password');
    const item = await toastTitled(page, 'Login failed');
    expect(await coveredBy(item)).toEqual([]);
    // It sits in the lower part of the screen, clear of the header.
    const box = await item.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(844 / 2);
  });

  it("'Account created' covers nothing on the terms screen", async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=register');
    await page.getByLabel('First name').fill('Ayla');
    await page.getByLabel('Last name').fill('Demir');
    await page.getByLabel('Email').fill(uniqueEmail('toast-terms'));
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByLabel('Date of birth').fill('1991-08-03');
    await page.getByRole('checkbox', { name: 'Love' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/terms-of-service');
    await page.getByRole('button', { name: 'I Agree' }).waitFor();
    const item = await toastTitled(page, 'Account created');
    expect(await coveredBy(item)).toEqual([]);
  });

  it("'Welcome back!' follows the sign-in to the mood screen and sits above its Continue bar", async () => {
    const page = await browser.newPage();
    const email = await signUp(page, 'toast-mood');
    await page.request.post('/api/logout');
    await signInThroughForm(page, email, MEMBER_PASSWORD);
    await page.waitForURL('**/mood');
    await page.getByRole('button', { name: 'Continue' }).waitFor();
    const item = await toastTitled(page, 'Welcome back!');
    expect(await coveredBy(item)).toEqual([]);
    const toastBox = await item.boundingBox();
    const continueBox = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect((toastBox?.y ?? 0) + (toastBox?.height ?? 0)).toBeLessThanOrEqual(continueBox?.y ?? 0);
  });

  it('a toast closes when the member moves to another screen, and shows one at a time', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, uniqueEmail('nobody'), 'not-the-password');
    await toastTitled(page, 'Login failed');
    // A second failure replaces the first: still one toast.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForTimeout(800);
    expect(await shownToast(page).count()).toBe(1);
    // Later than the redirect grace (1500 ms), the member goes back to the landing page.
    await page.waitForTimeout(1600);
    await page.getByRole('link', { name: 'Back' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForTimeout(1300);
    expect(await shownToast(page).count()).toBe(0);
  });

  it('stays 5000 ms, leaves when swiped right past 50 px, and F8 focuses the region', async () => {
    const page = await browser.newPage();
    await signInThroughForm(page, uniqueEmail('nobody'), 'not-the-password');
    const raised = Date.now();
    await toastTitled(page, 'Login failed');
    await page.waitForTimeout(Math.max(0, 4300 - (Date.now() - raised)));
    expect(await shownToast(page).count()).toBe(1);
    await shownToast(page).waitFor({ state: 'detached', timeout: 3000 });
    expect(Date.now() - raised).toBeGreaterThan(4900);

    await page.getByRole('button', { name: 'Sign In' }).click();
    const item = await toastTitled(page, 'Login failed');
    const box = await item.boundingBox();
    if (!box) throw new Error('no toast box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 40 + dx, y);
    await page.mouse.up();
    await shownToast(page).waitFor({ state: 'detached', timeout: 2000 });

    await page.keyboard.press('F8');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label')),
    ).toMatch(/Notifications/);
  });
});

describe('toasts on a desktop (1280x800)', () => {
  it('sit over the content column, right of the side navigation', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page, 'toast-desk');
    await page.goto('/dashboard');
    const save = page
      .getByRole('region', { name: 'Daily Affirmation' })
      .getByRole('button', { name: 'Save to Journal' });
    await save.click();
    const item = await toastTitled(page, 'Premium Feature');
    const toastBox = await item.boundingBox();
    const nav = await page.locator('nav[data-side-nav]').boundingBox();
    const main = await page.getByRole('main').boundingBox();
    if (!toastBox || !nav || !main) throw new Error('missing boxes');
    expect(toastBox.x).toBeGreaterThanOrEqual(nav.x + nav.width);
    // Centred on the content column, within a pixel or two.
    expect(Math.abs(toastBox.x + toastBox.width / 2 - (main.x + main.width / 2))).toBeLessThan(3);
  });
});
