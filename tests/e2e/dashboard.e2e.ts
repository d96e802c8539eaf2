import { localIsoDate } from '@contract/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_BIRTHDAY_EMAIL, NO_BIRTHDAY_PASSWORD } from './global-setup';
import { MEMBER_PASSWORD, setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

const horoscopeCard = (page: Page) => page.getByRole('region', { name: 'Daily Horoscope' });
const affirmationCard = (page: Page) => page.getByRole('region', { name: 'Daily Affirmation' });

/** Today's Leo horoscope as the server gives it to this member (the same all day). */
async function todaysLeo(page: Page): Promise<{ headline: string; text: string }> {
  const res = await page.request.post('/api/horoscope', { data: { sign: 'Leo', date: localIsoDate() } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { headline: string; text: string };
}

describe('the dashboard in the browser', () => {
  let freeEmail = '';

  it('a free member sees the welcome, the horoscope, the affirmation for her mood and the upsell', async () => {
    const page = await browser.newPage();
    freeEmail = await signUp(page, 'dash-free');
    await page.addInitScript(() => sessionStorage.setItem('currentMood', 'Calm'));
    await page.goto('/dashboard');

    await page.getByRole('heading', { name: 'Welcome, Ayla', level: 1 }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(await main.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('link', { name: 'Start Your Reading' }).getAttribute('href')).toBe('/coffee-reading');

    const leo = await todaysLeo(page);
    await horoscopeCard(page).getByText(leo.headline).waitFor();
    expect(await horoscopeCard(page).getByText(leo.text).isVisible()).toBe(false);
    await horoscopeCard(page).getByRole('button', { name: 'Read more' }).click();
    await horoscopeCard(page).getByText(leo.text).waitFor();
    await horoscopeCard(page)
      .getByRole('list', { name: "Today's sky" })
      .getByText(/Moon in /)
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Detailed insights' }).count()).toBe(0);

    await affirmationCard(page).getByText('For your calm mood').waitFor();
    const quote = affirmationCard(page).locator('blockquote');
    await quote.waitFor();
    expect(((await quote.textContent()) ?? '').length).toBeGreaterThan(10);

    expect(await page.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/premium');
    expect(await page.getByRole('link', { name: 'View Gallery' }).count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();

    await horoscopeCard(page).getByRole('button', { name: 'Save to Journal' }).click();
    await toast(page, 'Saving horoscopes is available only for premium members.').waitFor();
    await toast(page, 'Premium Feature').waitFor();
    await affirmationCard(page).getByRole('button', { name: 'Save to Journal' }).click();
    await toast(page, 'Saving affirmations is available only for premium members.').waitFor();
  });

  it('a premium member sees the detailed insights and the art gallery instead of the upsell', async () => {
    const page = await browser.newPage();
    await signUp(page, 'dash-premium', { premium: true });
    await page.goto('/dashboard');

    const insights = page.getByRole('region', { name: 'Detailed insights' });
    await horoscopeCard(page).getByRole('button', { name: 'Read more', disabled: false }).click();
    await insights.waitFor();
    await insights.getByRole('heading', { name: 'The Moon today' }).waitFor();
    await insights.getByRole('heading', { name: 'Your guidance' }).waitFor();
    expect(await insights.getByRole('listitem').count()).toBeGreaterThan(0);

    expect(await page.getByRole('link', { name: 'View Gallery' }).getAttribute('href')).toBe('/art-gallery');
    expect(await page.getByRole('link', { name: 'Upgrade Now' }).count()).toBe(0);

    // Premium members toggle the saved state; no 'Premium Feature' toast.
    await affirmationCard(page).locator('blockquote').waitFor();
    await affirmationCard(page)
      .getByRole('button', { name: 'Save to Journal', pressed: false, disabled: false })
      .click();
    await affirmationCard(page).getByRole('button', { name: 'Saved', pressed: true, disabled: false }).click();
    await affirmationCard(page).getByRole('button', { name: 'Save to Journal', pressed: false }).waitFor();
    expect(await toast(page, 'Premium Feature').count()).toBe(0);
  });

  it('a member without a date of birth sees the profile hint; a failed affirmation shows its toast', async () => {
    const page = await browser.newPage();
    // Registration always asks for a date of birth; this account was made without one by
    // `npm run admin:create` in the e2e setup.
    const signedIn = await page.request.post('/api/login', {
      data: { email: NO_BIRTHDAY_EMAIL, password: NO_BIRTHDAY_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    expect((await signedIn.json()).dateOfBirth).toBeNull();
    const horoscopeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/horoscope')) horoscopeCalls.push(request.url());
    });
    await page.route('**/api/affirmation', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again later.' } }),
    );
    // Opened from another screen: a dashboard loaded as a page arrives with its affirmation painted.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');

    await horoscopeCard(page)
      .getByText('Please update your date of birth in your profile to see your horoscope.')
      .waitFor();
    await toast(page, 'Affirmation Error').waitFor();
    await toast(page, 'Could not fetch your daily affirmation. Please try again later.').waitFor();
    await affirmationCard(page).getByRole('button', { name: 'Try again' }).waitFor();
    expect(horoscopeCalls).toEqual([]);
  });

  it('a failed horoscope shows the Horoscope Error toast', async () => {
    const page = await browser.newPage();
    expect(
      (await page.request.post('/api/login', { data: { email: freeEmail, password: MEMBER_PASSWORD } })).status(),
    ).toBe(200);
    await page.route('**/api/horoscope', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many requests. Please try again later.' } }),
    );
    // Opened from another screen: a dashboard loaded as a page arrives with its horoscope painted.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL('**/dashboard');
    await toast(page, 'Horoscope Error').waitFor();
    await toast(page, 'Could not fetch your daily horoscope. Please try again later.').waitFor();
    await horoscopeCard(page).getByRole('button', { name: 'Try again' }).waitFor();
  });
});
