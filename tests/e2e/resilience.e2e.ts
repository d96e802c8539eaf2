import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../client/src/lib/api';
import {
  axeViolations,
  circleId,
  hold,
  layoutShift,
  memberMaker,
  postCard,
  watchLayoutShifts,
} from './circles-support';
import { fetched, setupBrowser, signUp, slowLine, toast } from './support';

const browser = setupBrowser();
const member = memberMaker(browser);

const SIZES = [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1440, height: 900 },
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const skeleton = (page: Page) => page.locator('[data-screen-skeleton]');

describe.each(SIZES)('on $name, offline and on a slow line', ({ width, height }) => {
  it('a screen not yet loaded opens offline as a kind error in the shell; back online, Try again opens it, and Back works', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height });
    await signUp(page, 'offline-reader', { premium: true });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The screens' skeletons and error views came once the dashboard was idle; the journal did not.
    await expect.poll(() => fetched(page, 'screen-frames')).toBe(true);
    expect(await fetched(page, 'journal-page')).toBe(false);

    await page.context().setOffline(true);
    await nav(page).getByRole('link', { name: 'Journal' }).click();
    const error = page.getByRole('heading', { name: "We couldn't open your journal" });
    await error.waitFor();
    await page.getByText('You seem to be offline.', { exact: false }).waitFor();
    // The shell stays: the navigation (Journal marked current) and the screen's own top bar.
    expect(await nav(page).getByRole('link', { name: 'Journal' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { name: 'Coffee Journal', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await axeViolations(page)).toEqual([]);

    // Back from the errored screen, still offline: the dashboard as it was.
    await page.goBack();
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Daily Horoscope' }).waitFor();
    await page.goForward();
    await error.waitFor();

    await page.context().setOffline(false);
    await page.getByText('Something got in the way.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('tab', { name: 'Readings' }).waitFor();
    expect(await error.count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    await nav(page).getByRole('link', { name: 'Home' }).waitFor();
  });

  it('a reading, a post, a comment and a journal save that fail offline keep the screen, the words, and say so', async () => {
    const page = await member('Derya');
    await page.setViewportSize({ width, height });
    const id = await circleId(page, 'Emotional Resilience');
    expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    const earlier = `A slow morning, on purpose ${Date.now()}`;
    expect((await page.request.post(`/api/circles/${id}/posts`, { data: { content: earlier } })).status()).toBe(201);
    const offline = (on: boolean) => page.context().setOffline(on);

    // Each screen is freshly loaded, so the toasts' own code has not come yet when the line drops.
    await page.goto('/coffee-reading');
    await page.getByLabel('Your intention').fill('Will the new job be kind to me?');
    await offline(true);
    await page.getByRole('button', { name: 'Simulate Swirl' }).click();
    await toast(page, 'Reading failed').waitFor();
    await page.getByText('Swirl 3 more times').waitFor();
    expect(await page.getByLabel('Your intention').inputValue()).toBe('Will the new job be kind to me?');
    await offline(false);

    await page.goto(`/circle/${id}`);
    const card = postCard(page, earlier);
    await card.getByRole('button', { name: /^Comments/ }).click();
    await card.getByText('No comments yet. Be the first to comment!').waitFor();
    const words = `Today I rested without guilt ${Date.now()}`;
    const composer = page.getByRole('textbox', { name: 'Share something with the circle' });
    await composer.fill(words);
    await offline(true);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await toast(page, 'Your post was not shared').waitFor();
    await toast(page, NETWORK_ERROR_MESSAGE).waitFor();
    expect(await composer.inputValue()).toBe(words);
    const box = card.getByPlaceholder('Write a comment...');
    await box.fill('So gentle, thank you');
    await box.press('Enter');
    await toast(page, 'Your comment was not sent').waitFor();
    await expect.poll(() => box.inputValue()).toBe('So gentle, thank you');
    // Back online, the same words go out from the same screen.
    await offline(false);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await postCard(page, words).waitFor();

    expect((await page.request.post('/api/coffee-reading', { data: { intention: 'A calm week' } })).status()).toBe(201);
    await page.goto('/reading-results');
    const save = page.getByRole('button', { name: 'Save Reading' });
    await save.waitFor();
    await offline(true);
    await save.click();
    await toast(page, 'Could not update your journal. Please try again.').waitFor();
    await page.getByRole('heading', { name: 'Your Reading', level: 1 }).waitFor();
    await offline(false);
  });

  it("a slow line keeps the shell painted with a skeleton of the screen, and the ritual's next step is fetched ahead", async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width, height });
    await signUp(page, 'slow-line', { premium: true });
    await watchLayoutShifts(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome/, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The swirl screen's code came while the dashboard was idle.
    await expect.poll(() => fetched(page, 'coffee-reading-page')).toBe(true);
    await expect.poll(() => fetched(page, 'screen-frames')).toBe(true);
    expect(await fetched(page, 'journal-page')).toBe(false);

    await slowLine(page);
    const journalCode = hold();
    await page.route('**/assets/journal-page-*.js', async (route) => {
      await journalCode.held;
      await route.continue();
    });
    // Its lists come after its code, so their loading states are on the screen before them.
    const journalData = hold();
    await page.route(
      (url) => /^\/api\/journal\/(readings|moods|history)$/.test(url.pathname),
      async (route) => {
        await journalData.held;
        await route.continue();
      },
    );
    await nav(page).getByRole('link', { name: 'Journal' }).click();
    // Not an empty page: the navigation, the screen's top bar and a skeleton in its shape.
    await skeleton(page).waitFor();
    await page.getByRole('heading', { name: 'Coffee Journal', level: 1 }).waitFor();
    expect(await nav(page).isVisible()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    journalCode.release();
    await page.getByRole('tab', { name: 'Readings' }).waitFor({ timeout: 30_000 });
    expect(await skeleton(page).count()).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Opening your journal...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Gathering your moods...' }).waitFor();
    // A new member's lists are empty: their loading states held that room, so nothing moves.
    journalData.release();
    await page.getByRole('heading', { name: 'No saved readings yet' }).waitFor({ timeout: 30_000 });
    await page.getByText('Gathering your moods...').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await layoutShift(page)).toBeLessThan(0.01);

    // The swirl screen opens from the code fetched ahead, and fetches the results' code in turn.
    await nav(page).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Start Your Reading' }).click();
    await page.getByRole('button', { name: 'Simulate Swirl' }).waitFor();
    await expect.poll(() => fetched(page, 'reading-results-page'), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Simulate Swirl' }).click();
    await page.waitForURL('**/reading-results', { timeout: 30_000 });
    await page.getByRole('region', { name: 'What the cup says' }).waitFor({ timeout: 30_000 });
  });
});
