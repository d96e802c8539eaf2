import { type Browser, type BrowserContext, type CDPSession, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { signUpThrough, uniqueEmail } from '../../server/test/sign-up';

export const baseUrl = () => inject('baseUrl');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Messages Chromium itself logs for an HTTP error status the app expects (e.g. 401 from /api/user),
 * and for each request a test made fail by taking the browser offline.
 */
const NETWORK_NOISE =
  /^Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED)/;

/**
 * One Chromium per test file; every page it opens fails the test on a console.error or an
 * uncaught exception.
 */
let clients = 0;

export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
    const seen = errors;
    errors = [];
    expect(seen, 'console errors in the browser').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /**
     * A fresh signed-out page, phone-sized unless given a viewport; `colorScheme` is the device's
     * light or dark setting (light by default), `javaScriptEnabled: false` shows the first paint alone.
     */
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        colorScheme?: 'light' | 'dark';
        javaScriptEnabled?: boolean;
        /**
         * Telve's service worker, blocked unless asked for: the journeys test the network as it
         * is (what a first visit meets, offline errors, routed answers), and a worker per page
         * would fetch the whole build each time. tests/e2e/installable.e2e.ts allows it.
         */
        serviceWorkers?: 'allow' | 'block';
        /** The browser's language (its Accept-Language and navigator.language): 'en-US' unless given. */
        locale?: string;
      } = {},
    ): Promise<Page> {
      // Each page is its own client (address) behind the trusted proxy the e2e server names, as
      // members on different networks would be, so per-address sign-up limits see many clients.
      clients += 1;
      const context = await browser.newContext({
        baseURL: baseUrl(),
        extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` },
        viewport: options.viewport ?? { width: 390, height: 844 },
        deviceScaleFactor: 1,
        hasTouch: true,
        colorScheme: options.colorScheme ?? 'light',
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        serviceWorkers: options.serviceWorkers ?? 'block',
        locale: options.locale ?? 'en-US',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !NETWORK_NOISE.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

export { MEMBER_PASSWORD, uniqueEmail } from '../../server/test/sign-up';

/**
 * Registers a member through the API, which signs the page in (premium through the demo
 * provider when asked); returns the email. Born on 3 August: a Leo, as the dashboard journeys read.
 */
export async function signUp(
  page: Page,
  prefix = 'member',
  options: { premium?: boolean; dateOfBirth?: string } = {},
): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await page.request.post(path, { data: body });
    const text = await res.text();
    try {
      return { status: res.status(), body: JSON.parse(text) };
    } catch {
      return { status: res.status(), body: text };
    }
  };
  const fields = { email: uniqueEmail(prefix), dateOfBirth: options.dateOfBirth ?? '1991-08-03' };
  const { email } = await signUpThrough(post, fields, { premium: options.premium });
  return email;
}

/** A toast's text, looked up inside the notification region (Radix also announces it elsewhere). */
export function toast(page: Page, text: string): Locator {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByText(text)
    .first();
}

/** Whether the browser fetched a page's code (its chunk is named after the page's file). */
export const fetched = (page: Page, chunk: string) =>
  page.evaluate(
    (name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${name}-`)),
    chunk,
  );

/** A slow line, as DevTools throttles one: 400 ms latency and about 400 kbps each way. */
export async function slowLine(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  return cdp;
}
