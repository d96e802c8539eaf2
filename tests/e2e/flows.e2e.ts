import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { MEMBER_PASSWORD, setupBrowser, signUp, toast, uniqueEmail } from './support';

const browser = setupBrowser();

/**
 * Records a journey as the member sees it: every address the page shows (loads and client-side
 * moves), whether the dashboard ever rendered or a full-page spinner ever showed, and the API
 * requests sent, in order.
 */
async function recordJourney(page: Page) {
  await page.addInitScript(() => {
    const seen = { paths: [] as string[], dashboard: false, spinner: false };
    (window as unknown as { journey: typeof seen }).journey = seen;
    const note = () => {
      if (seen.paths.at(-1) !== location.pathname) seen.paths.push(location.pathname);
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        note();
      };
    }
    addEventListener('popstate', note);
    note();
    new MutationObserver(() => {
      if (document.getElementById('horoscope-title')) seen.dashboard = true;
      // The page-wide spinner (route or session loading) is the only status whose label is 'Loading'.
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.textContent === 'Loading') seen.spinner = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}`);
  });
  return {
    requests,
    /** From here on (the page's own first load, with its spinner, is behind us). */
    watchFromHere: () =>
      page.evaluate(() => {
        (window as unknown as { journey: { spinner: boolean } }).journey.spinner = false;
      }),
    seen: () =>
      page.evaluate(() => (window as unknown as { journey: unknown }).journey) as Promise<{
        paths: string[];
        dashboard: boolean;
        spinner: boolean;
      }>,
  };
}

async function signInThroughForm(page: Page, email: string, password: string, watch: () => Promise<void>) {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await watch();
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const GUIDANCE = ['POST /api/horoscope', 'POST /api/affirmation'];

describe('signing in and up go straight to the next screen', () => {
  it('a member signs in: /auth, then /mood, with no dashboard, spinner or guidance on the way', async () => {
    const setup = await browser.newPage();
    const email = await signUp(setup, 'straight-in');
    const page = await browser.newPage();
    const journey = await recordJourney(page);
    await signInThroughForm(page, email, MEMBER_PASSWORD, journey.watchFromHere);
    await page.waitForURL('**/mood');
    await page.getByRole('heading', { name: 'How are you feeling today?' }).waitFor();

    const seen = await journey.seen();
    expect(seen.paths).toEqual(['/auth', '/mood']);
    expect(seen.dashboard).toBe(false);
    expect(seen.spinner).toBe(false);
    expect(journey.requests.filter((r) => GUIDANCE.includes(r))).toEqual([]);
    // Signed out on /auth, nothing asked before signing in; the mood screen's entry check after it.
    expect(journey.requests).toEqual(['POST /api/login', 'GET /api/user', 'GET /api/user']);
  });

  it('an administrator signs in: /auth, then /admin, with no dashboard on the way', async () => {
    const page = await browser.newPage();
    const journey = await recordJourney(page);
    await signInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD, journey.watchFromHere);
    await page.waitForURL('**/admin');
    await page.getByText('Manage Wellness Circles, Posts, Events, and more').waitFor();

    const seen = await journey.seen();
    expect(seen.paths).toEqual(['/auth', '/admin']);
    expect(seen.dashboard).toBe(false);
    expect(journey.requests.filter((r) => GUIDANCE.includes(r))).toEqual([]);
  });

  it('a new member registers: /auth, then /terms-of-service, with no dashboard or guidance before consenting', async () => {
    const page = await browser.newPage();
    const journey = await recordJourney(page);
    await page.goto('/auth?mode=register');
    await page.getByLabel('First name').fill('Ayla');
    await page.getByLabel('Last name').fill('Demir');
    await page.getByLabel('Email').fill(uniqueEmail('straight-up'));
    await page.getByLabel('Password').fill('quiet-morning-cup');
    await page.getByLabel('Date of birth').fill('1991-08-03');
    await page.getByRole('checkbox', { name: 'Love' }).click();
    await journey.watchFromHere();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/terms-of-service');
    await page.getByRole('heading', { name: 'Before we begin' }).waitFor();

    const seen = await journey.seen();
    expect(seen.paths).toEqual(['/auth', '/terms-of-service']);
    expect(seen.dashboard).toBe(false);
    expect(seen.spinner).toBe(false);
    expect(journey.requests).toEqual(['POST /api/register', 'GET /api/user']);
  });

  it('the signed-out landing page asks the server nothing, so nothing fails in the console', async () => {
    const page = await browser.newPage();
    const journey = await recordJourney(page);
    const statuses: number[] = [];
    page.on('response', (response) => statuses.push(response.status()));
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Telve' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(journey.requests).toEqual([]);
    expect(statuses.filter((status) => status >= 400)).toEqual([]);
  });
});

describe('screen titles', () => {
  it('names each screen in the document title', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Telve' }).waitFor();
    expect(await page.title()).toBe('Welcome · Telve');
    await page.getByRole('link', { name: 'Begin Your Journey' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    expect(await page.title()).toBe('Register · Telve');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.waitForFunction(() => document.title === 'Sign In · Telve');

    await signUp(page, 'titles');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /Welcome, / }).waitFor();
    expect(await page.title()).toBe('Dashboard · Telve');
    await page.goto('/premium');
    await page.getByRole('heading', { name: 'Premium Membership', level: 1 }).waitFor();
    expect(await page.title()).toBe('Premium Membership · Telve');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toBe('404 Page Not Found · Telve');
  });
});

describe('the purchase moment', () => {
  it('a review, a calm card after confirming, never the subscription screen, and the celebration once', async () => {
    const page = await browser.newPage();
    await signUp(page, 'purchase-moment');
    await page.goto('/premium');
    const annual = page.locator('label', { has: page.getByRole('radio', { name: /Annual/ }) });
    await annual.getByText('$7.50/mo').waitFor();
    await page.getByText('$89.99 per year ($7.50/mo)').waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    // Anything the page shows between the confirm and the activated page.
    await page.evaluate(() => {
      const shown = new Set<string>();
      (window as unknown as { shown: Set<string> }).shown = shown;
      new MutationObserver(() => {
        for (const button of document.querySelectorAll('button')) shown.add(button.textContent ?? '');
        for (const heading of document.querySelectorAll('h2')) shown.add(heading.textContent ?? '');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Start Premium (demo)' }).click();
    await page.waitForURL((url) => url.pathname === '/premium-success');
    await page.getByRole('heading', { name: 'Premium Activated', level: 1 }).waitFor();
    await toast(page, 'Premium Activated!').waitFor();
    const shown = await page.evaluate(() => [...(window as unknown as { shown: Set<string> }).shown]);
    expect(shown).toContain('Preparing your Premium');
    expect(shown).not.toContain('Cancel Subscription');
    expect(shown).not.toContain('Your subscription');

    await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
    await page.locator('header').getByText('Premium', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'View Gallery' }).waitFor();

    // The address alone celebrates nothing.
    await page.goto('/dashboard?premium=true');
    await page.getByRole('link', { name: 'View Gallery' }).waitFor();
    await page.waitForTimeout(500);
    expect(await toast(page, 'Premium Activated!').count()).toBe(0);
  });

  it('a free member sees no Premium badge on the dashboard', async () => {
    const page = await browser.newPage();
    await signUp(page, 'free-badge');
    await page.goto('/dashboard?premium=true');
    await page.getByRole('link', { name: 'Upgrade Now' }).waitFor();
    expect(await page.locator('header').getByText('Premium', { exact: true }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await toast(page, 'Premium Activated!').count()).toBe(0);
  });
});

describe('saving as a free member', () => {
  /** The toast's title, its sentence and its upgrade button, all in the one toast. */
  async function premiumFeatureToast(page: Page, sentence: string) {
    const region = page.getByRole('region', { name: /Notifications/ });
    const item = region.getByRole('listitem').filter({ hasText: sentence });
    await item.getByText('Premium Feature').waitFor();
    return item.getByRole('button', { name: 'Upgrade to Premium' });
  }

  it("the dashboard's saves answer with the Premium Feature toast; Save Reading explains in place", async () => {
    const page = await browser.newPage();
    await signUp(page, 'free-saver');
    await page.goto('/dashboard');
    const horoscope = page.getByRole('region', { name: 'Daily Horoscope' });
    await horoscope.getByRole('button', { name: 'Read more', disabled: false }).waitFor();
    await horoscope.getByRole('button', { name: 'Save to Journal' }).click();
    const upgrade = await premiumFeatureToast(page, 'Saving horoscopes is available only for premium members.');
    await upgrade.click();
    await page.waitForURL('**/premium');

    const res = await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week?' } });
    expect(res.status()).toBe(201);
    await page.goto('/reading-results');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    const explained = page.getByRole('region', { name: 'Premium Feature' });
    await explained.getByText('Saving readings is available only for premium members.', { exact: false }).waitFor();
    expect(
      await page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .count(),
    ).toBe(0);
    await explained.getByRole('link', { name: 'See Premium' }).click();
    await page.getByRole('heading', { name: 'Premium Membership', level: 1 }).waitFor();
  });
});
