import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

/** Swirl screen -> intention -> Simulate Swirl -> 'Your Reading'; returns the reading's first paragraph. */
async function readMyCup(page: Page, intention: string): Promise<string> {
  await page.goto('/coffee-reading');
  await page.getByText('Swirl 3 more times').waitFor();
  await page.getByLabel('Your intention').fill(intention);
  await page.getByRole('radio', { name: 'Career' }).click();
  // The reading usually arrives in a few milliseconds; holding it a moment makes the generating
  // state observable every time instead of racing it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/coffee-reading', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Simulate Swirl' }).click();
  await page.getByText('Reading your future...').waitFor();
  release();
  await page.waitForURL('**/reading-results');
  await page.unroute('**/api/coffee-reading');
  await page.getByRole('heading', { name: 'Your Reading', level: 1 }).waitFor();
  await page.getByText(`“${intention}”`, { exact: true }).waitFor();
  const first = page.getByRole('region', { name: 'What the cup says' }).getByRole('paragraph').first();
  await first.waitFor();
  const text = (await first.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(40);
  return text;
}

describe('the coffee reading in the browser', () => {
  it('a free member sets an intention, simulates the swirl and reads the cup; the chat is for premium', async () => {
    const page = await browser.newPage();
    await signUp(page, 'reader');
    const paragraph = await readMyCup(page, 'Will the new studio find its people?');
    await page.getByRole('heading', { name: 'Symbols in your cup' }).waitFor();
    // The two paragraphs beneath the reading are true to this cup and this member (a Leo): the
    // spotlight is on a shape that is in the cup, and the element is fire, not water.
    await page.getByRole('heading', { name: 'Signs to carry with you' }).waitFor();
    await page.getByRole('heading', { name: 'The fire signs' }).waitFor();
    expect(await page.getByRole('heading', { name: 'The water signs' }).count()).toBe(0);
    const spotlit = await page.getByTestId('symbol-spotlight').getAttribute('data-symbol');
    const cup = (await page.request.get('/api/coffee-reading').then((res) => res.json())) as {
      symbols: { id: string }[];
    };
    expect(cup.symbols.map((symbol) => symbol.id)).toContain(spotlit);
    // Each symbol's card carries its silhouette from the library, fetched as an image of the build.
    const pictures = page.getByRole('region', { name: 'Symbols in your cup' }).locator('[data-symbol-picture]');
    expect(
      await pictures.evaluateAll((all) => all.map((element) => element.getAttribute('data-symbol-picture'))),
    ).toEqual(cup.symbols.map((symbol) => symbol.id));
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/[a-z-]+-[\w-]+\.svg$/.test(new URL(entry.name).pathname)),
        ),
      )
      .toBe(true);
    if (spotlit !== 'bridge') expect(await page.getByRole('heading', { name: 'The bridge' }).count()).toBe(0);

    // The swirl screen was replaced in history: Back leaves the flow instead of swirling again.
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/coffee-reading'));
    await page.goto('/reading-results');
    // Reloading shows the latest reading from the server.
    await page.getByText(paragraph.slice(0, 60)).waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Card downloaded').waitFor();
    expect(await page.getByRole('log', { name: 'Conversation with the reader' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Upgrade to Premium' }).waitFor();
    // Save explains Premium in place (issue 32, item 9): the member stays on her reading.
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page.getByRole('region', { name: 'Premium Feature' }).getByRole('link', { name: 'See Premium' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reading-results');
  });

  it('counts swirls from the motion sensor above 150 and from taps, one at a time', async () => {
    const page = await browser.newPage();
    await signUp(page, 'swirler');
    await page.goto('/coffee-reading');
    await page.getByText('Swirl 3 more times').waitFor();
    const rotate = (alpha: number) =>
      page.evaluate(
        (a) =>
          window.dispatchEvent(
            new DeviceMotionEvent('devicemotion', { rotationRate: { alpha: a, beta: a / 2, gamma: 0 } }),
          ),
        alpha,
      );

    // The cup glows (shadow-lift) while a swirl runs.
    const activeCup = page.locator('.shadow-lift');
    await rotate(100); // magnitude ~112: below the threshold
    // The handler runs during dispatch; two painted frames later a swirl it started would show.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await activeCup.count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'Swirl 3 more times' }).count()).toBe(1);
    await rotate(200); // magnitude ~224: a swirl begins
    await activeCup.waitFor();
    await rotate(400); // felt during the swirl: raises its peak, starts nothing new
    await page.getByRole('button', { name: 'Swirl', exact: true }).click(); // ignored while one runs
    await page.getByText('Swirl 2 more times').waitFor();
    await page.getByRole('button', { name: 'Swirl', exact: true }).click();
    await page.getByText('Swirl 1 more time').waitFor();

    const request = page.waitForRequest((r) => r.url().endsWith('/api/coffee-reading') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Swirl', exact: true }).click();
    const body = (await request).postDataJSON();
    expect(body.swirl.simulated).toBeUndefined();
    expect(body.swirl.swirls.map((s: { peak: number }) => s.peak)).toEqual([447, 0, 0]);
    expect(body.swirl.swirls.map((s: { durationMs: number }) => s.durationMs)).toEqual([2000, 2000, 2000]);
    await page.waitForURL('**/reading-results');
  });

  it("shows 'Reading failed' and 'I seem to be in a trance' when the reader cannot answer", async () => {
    const page = await browser.newPage();
    await signUp(page, 'unlucky');
    await page.request.post('/api/activate-demo-subscription', { data: { plan: 'annual' } });
    await page.route('**/api/coffee-reading', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, json: { message: 'Please slow down' } })
        : route.fallback(),
    );
    await page.goto('/coffee-reading');
    await page.getByRole('button', { name: 'Simulate Swirl' }).click();
    await toast(page, "We couldn't read your fortune at this time. Please try again later.").waitFor();
    await toast(page, 'Reading failed').waitFor();
    // The member can swirl again.
    await page.getByText('Swirl 3 more times').waitFor();
    expect(page.url()).toMatch(/\/coffee-reading$/);
    await page.unroute('**/api/coffee-reading');

    await page.request.post('/api/coffee-reading', { data: { intention: 'Is the garden ready?' } });
    await page.route('**/api/ask/stream', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: 'event: error\ndata: {"message":"Something went wrong on our side. Please try again."}\n\n',
      }),
    );
    await page.goto('/reading-results');
    await page.getByLabel('Your question').fill('Will it bloom?');
    await page.getByRole('button', { name: 'Send' }).click();
    await toast(page, 'I seem to be in a trance. Please try again in a moment.').waitFor();
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true); // input cleared
    await page.getByLabel('Your question').fill('Once more?');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
  });

  it('a member without readings sees an invitation to swirl', async () => {
    const page = await browser.newPage();
    await signUp(page, 'first-cup');
    await page.goto('/reading-results');
    await page.getByRole('heading', { name: 'No reading yet' }).waitFor();
    await page.getByRole('link', { name: 'Start Your Reading' }).click();
    await page.waitForURL('**/coffee-reading');
  });

  it('a premium member saves the reading and asks the reader a question', async () => {
    const page = await browser.newPage();
    await signUp(page, 'premium-reader');
    const activated = await page.request.post('/api/activate-demo-subscription', { data: { plan: 'annual' } });
    expect(activated.status()).toBe(200);
    await readMyCup(page, 'Should I take the offer in Lisbon?');

    await page.getByRole('button', { name: 'Save Reading' }).click();
    await toast(page, 'Reading Saved').waitFor();
    await page.getByRole('button', { name: 'Saved', pressed: true }).waitFor();

    const question = page.getByLabel('Your question');
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await question.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await question.fill('What does the cup say about the move?');
    await question.press('Enter');
    expect(await question.inputValue()).toBe('');

    const log = page.getByRole('log', { name: 'Conversation with the reader' });
    await log.locator('[data-type="user"]').getByText('What does the cup say about the move?').waitFor();
    const answer = log.locator('[data-type="sayer"] p');
    await answer.waitFor();
    await page.waitForFunction(() => document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'false');
    expect(((await answer.textContent()) ?? '').length).toBeGreaterThan(40);
    expect(await log.locator('[data-type="sayer"] time').count()).toBe(1);
  });
});
