import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

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

  it('a free member subscribes (demo), lands on the dashboard with the gallery, then cancels and reactivates', async () => {
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
    await toast(page, 'Premium Activated!').waitFor();
    await page.waitForURL('**/dashboard?premium=true');
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
    await toast(page, 'Failed to process subscription. Please try again.').waitFor();
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
