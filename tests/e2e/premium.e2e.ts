import { addPlanPeriod } from '@contract/plans';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './circles-support';
import { setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();
const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const;

/** How many toasts say this (each toast is one item of the notification region's list). */
const toastCount = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text })
    .count();

/** The value beside a label in the plan/status/next billing date list. */
async function summaryValue(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: label });
  await term.waitFor();
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

/** How the page writes a date, so the test does not depend on the browser's locale. */
const shownDate = (page: Page, iso: string) =>
  page.evaluate(
    (value) => new Date(value).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    iso,
  );

async function currentSubscription(page: Page) {
  const res = await page.request.get('/api/subscription');
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    status: string;
    subscription: { id: string; plan: string; currentPeriodEnd: string; cancelAtPeriodEnd: boolean } | null;
  };
}

describe('premium membership in the browser', () => {
  it('a signed-out visitor opening /premium is sent to /auth', async () => {
    const page = await browser.newPage();
    await page.goto('/premium');
    await page.waitForURL('**/auth');
  });

  it('a free member subscribes (demo) through the review, lands on the activated page, then cancels and reactivates', async () => {
    const page = await browser.newPage();
    await signUp(page, 'premium-buyer');
    await page.goto('/premium');
    await page.getByRole('heading', { name: 'Premium Membership', level: 1 }).waitFor();
    await page
      .getByRole('table')
      .getByRole('columnheader', { name: /Premium/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Everything Premium unlocks' }).waitFor();

    const annual = page.getByRole('radio', { name: /Annual/ });
    const monthly = page.getByRole('radio', { name: /Monthly/ });
    expect(await annual.isChecked()).toBe(true);
    await page.locator('label', { has: annual }).getByText('$89.99').waitFor();
    await page.locator('label', { has: annual }).getByText('Save 25%').waitFor();
    await page.locator('label', { has: monthly }).getByText('$9.99').waitFor();
    await page.locator('label', { has: monthly }).click();
    expect(await monthly.isChecked()).toBe(true);
    await page.locator('label', { has: annual }).click();
    expect(await annual.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const review = page.getByRole('region', { name: 'Review your plan' });
    await review.getByText('Demo', { exact: true }).waitFor();
    await review.getByRole('button', { name: 'Start Premium (demo)' }).click();
    await page.waitForURL((url) => url.pathname === '/premium-success');
    await page.getByRole('heading', { name: 'Premium Activated', level: 1 }).waitFor();
    await toast(page, 'Premium Activated!').waitFor();
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('link', { name: 'View Gallery' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).count()).toBe(0);
    const subscribed = await currentSubscription(page);
    expect(subscribed.status).toBe('active');
    expect(subscribed.subscription?.plan).toBe('annual');

    // /premium now shows the subscription itself, with no billing button in demo mode.
    await page.goto('/premium');
    expect(await summaryValue(page, 'Plan')).toBe('Annual');
    expect(await summaryValue(page, 'Status')).toBe('Active');
    expect(await summaryValue(page, 'Next billing date')).toBe(
      await shownDate(page, subscribed.subscription?.currentPeriodEnd ?? ''),
    );
    expect(await page.getByRole('button', { name: 'Manage billing' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await toast(page, 'Subscription Cancelled').waitFor();
    await toast(page, 'Your subscription will end at the current billing period.').waitFor();
    await page.getByRole('button', { name: 'Reactivate Subscription' }).waitFor();
    await page.locator('dt', { hasText: 'Premium until' }).waitFor();
    expect((await currentSubscription(page)).subscription?.cancelAtPeriodEnd).toBe(true);

    await page.getByRole('button', { name: 'Reactivate Subscription' }).click();
    await toast(page, 'Subscription Reactivated').waitFor();
    await page.getByRole('button', { name: 'Cancel Subscription' }).waitFor();
    expect((await currentSubscription(page)).subscription?.cancelAtPeriodEnd).toBe(false);
  });

  it("a failed payment shows SPEC's 'Error' toast and leaves the member free", async () => {
    const page = await browser.newPage();
    await signUp(page, 'premium-fails');
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ status: 409, json: { message: 'The payment could not be started.' } }),
    );
    await page.goto('/premium');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Start Premium (demo)' }).click();
    await toast(page, 'Failed to process subscription. Please try again.').waitFor();
    // The review stays, to try again or change the plan.
    await page.getByRole('button', { name: 'Change plan' }).waitFor();
    await toast(page, 'Error').waitFor();
    expect(page.url()).toMatch(/\/premium$/);
    expect((await (await page.request.get('/api/user')).json()).isPremium).toBe(false);
  });

  it('the premium activated page activates Premium and shows plan, status and next billing date', async () => {
    const page = await browser.newPage();
    await signUp(page, 'premium-success');
    await page.goto('/premium-success');
    await page.getByRole('heading', { name: 'Premium Activated', level: 1 }).waitFor();
    const { subscription } = await currentSubscription(page);
    expect(await summaryValue(page, 'Plan')).toBe('Annual');
    expect(await summaryValue(page, 'Status')).toBe('Active');
    expect(await summaryValue(page, 'Next billing date')).toBe(
      await shownDate(page, subscription?.currentPeriodEnd ?? ''),
    );
    await page.getByRole('heading', { name: 'Benefits unlocked' }).waitFor();
    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'View Gallery' }).waitFor();
  });
});

describe.each(SIZES)('the moment of paying, at %s size', (size, viewport) => {
  it('reviews plan, price, renewal date, cancelling and the demo, then lands on the activated page with one toast', async () => {
    const page = await browser.newPage({ viewport });
    await signUp(page, `review-${size}`);
    await page.goto('/premium');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const review = page.getByRole('region', { name: 'Review your plan' });
    await review.waitFor();
    expect(await summaryValue(page, 'Plan')).toBe('Telve Premium, Annual');
    expect(await summaryValue(page, 'Price')).toBe('$89.99 per year$7.50 a month');
    expect(await summaryValue(page, 'Renews on')).toBe(
      await shownDate(page, addPlanPeriod(new Date(), 'annual').toISOString()),
    );
    expect(await summaryValue(page, 'Cancel')).toBe('Anytime; Premium stays until the end of the period you paid for.');
    await review.getByText('this is a demo payment: no card is asked for and nothing is charged').waitFor();
    // The confirm fits its card, on a phone too.
    const card = await review.boundingBox();
    const confirm = await review.getByRole('button', { name: 'Start Premium (demo)' }).boundingBox();
    if (!card || !confirm) throw new Error('review not on screen');
    expect(confirm.x + confirm.width).toBeLessThanOrEqual(card.x + card.width);
    expect(
      await review
        .getByRole('button', { name: 'Start Premium (demo)' })
        .evaluate((b) => b.scrollWidth <= b.clientWidth),
    ).toBe(true);
    // Reviewing buys nothing.
    expect((await currentSubscription(page)).status).toBe('none');
    expect(await axeViolations(page)).toEqual([]);

    await review.getByRole('button', { name: 'Start Premium (demo)' }).click();
    await page.waitForURL((url) => url.pathname === '/premium-success');
    await page.getByRole('heading', { name: 'Premium Activated', level: 1 }).waitFor();
    await toast(page, 'Premium Activated!').waitFor();
    expect(await summaryValue(page, 'Status')).toBe('Active');
    await page.waitForTimeout(500);
    expect(await toastCount(page, 'Premium Activated!')).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // The desktop has its side navigation here too; the phone keeps the screen to itself.
    expect(await page.locator('nav[data-side-nav]').isVisible()).toBe(size === 'desktop');
    expect(await page.locator('nav[data-tab-bar]').count()).toBe(0);

    // Across a reload: the page, not the toast again.
    await page.reload();
    await page.getByRole('heading', { name: 'Premium Activated', level: 1 }).waitFor();
    await page.waitForTimeout(1000);
    expect(await toastCount(page, 'Premium Activated!')).toBe(0);
  });
});
