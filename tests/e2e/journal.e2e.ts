import { localIsoDate } from '@contract/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MEMBER_PASSWORD, setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

const horoscopeCard = (page: Page) => page.getByRole('region', { name: 'Daily Horoscope' });
const affirmationCard = (page: Page) => page.getByRole('region', { name: 'Daily Affirmation' });
const pressed = (page: Page, name: string) => page.getByRole('button', { name, pressed: true }).waitFor();

/** Today's Leo horoscope (signUp's date of birth) as the server gives it: the same text all day. */
async function todaysLeoText(page: Page): Promise<string> {
  const res = await page.request.post('/api/horoscope', { data: { sign: 'Leo', date: localIsoDate() } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { text: string }).text;
}

/** Opens the day card's full horoscope and waits for its text. */
async function readMore(page: Page, text: string): Promise<void> {
  await horoscopeCard(page).getByRole('button', { name: 'Read more', disabled: false }).click();
  await horoscopeCard(page).getByText(text).waitFor();
}

/** Opens Your Reading on a fresh reading made through the API; returns its first words. */
async function openNewReading(page: Page, intention: string): Promise<string> {
  const res = await page.request.post('/api/coffee-reading', { data: { intention } });
  expect(res.status()).toBe(201);
  await page.goto('/reading-results');
  const text = ((await res.json()) as { reading: string }).reading;
  await page.getByText(text.slice(0, 50)).first().waitFor();
  return text.slice(0, 50);
}

describe('the journal in the browser', () => {
  it('a premium member saves a reading, a horoscope and an affirmation, finds them after a reload and removes one', async () => {
    const page = await browser.newPage();
    const email = await signUp(page, 'journal-keeper', { premium: true });

    const readingStart = await openNewReading(page, 'Will the garden bloom?');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await toast(page, 'Reading Saved').waitFor();

    await page.goto('/dashboard');
    const horoscope = await todaysLeoText(page);
    await readMore(page, horoscope);
    await horoscopeCard(page).getByRole('button', { name: 'Save to Journal' }).click();
    await toast(page, 'Horoscope Saved').waitFor();
    const quote = affirmationCard(page).locator('blockquote');
    await quote.waitFor();
    const affirmation = (await quote.textContent()) ?? '';
    await affirmationCard(page).getByRole('button', { name: 'Save to Journal' }).click();
    await toast(page, 'Affirmation Saved').waitFor();

    // The saved state comes from the server: after a reload, and on another device.
    await page.reload();
    await horoscopeCard(page).getByRole('button', { name: 'Saved', pressed: true }).waitFor();
    const otherDevice = await browser.newPage();
    const signedIn = await otherDevice.request.post('/api/login', { data: { email, password: MEMBER_PASSWORD } });
    expect(signedIn.status()).toBe(200);
    await otherDevice.goto('/reading-results');
    await pressed(otherDevice, 'Saved');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }).click();
    await page.getByRole('heading', { name: 'Coffee Journal', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    const saved = page.getByRole('list', { name: 'Saved readings' });
    await saved.getByText(readingStart).waitFor();
    await saved.getByText(/^Saved on /).waitFor();
    // Reading history lists it too, and opens it whole.
    await page
      .getByRole('list', { name: 'Reading history' })
      .getByText('“Will the garden bloom?”', { exact: true })
      .waitFor();
    await saved.getByRole('button', { name: 'Open reading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your reading' });
    await dialog.getByRole('heading', { name: 'Questions you asked' }).waitFor();
    await dialog.getByText('You asked no questions about this reading.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Horoscopes' }).click();
    await page.getByRole('list', { name: 'Saved horoscopes' }).getByText(horoscope).waitFor();
    await page.getByRole('tab', { name: 'Affirmations' }).click();
    await page.getByRole('list', { name: 'Saved affirmations' }).getByText(affirmation).waitFor();

    await page.getByRole('tab', { name: 'Horoscopes' }).click();
    await page.getByRole('list', { name: 'Saved horoscopes' }).getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this horoscope?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await toast(page, 'Horoscope Removed').waitFor();
    await page.getByRole('heading', { name: 'No saved horoscopes yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    // The removal reaches the dashboard's toggle, and the journal keeps the other two after a reload.
    await page.reload();
    await page.getByRole('list', { name: 'Saved readings' }).getByText(readingStart).waitFor();
    await page.getByRole('tab', { name: 'Affirmations' }).click();
    await page.getByRole('list', { name: 'Saved affirmations' }).getByText(affirmation).waitFor();
    await page.goto('/dashboard');
    await readMore(page, horoscope);
    await horoscopeCard(page)
      .getByRole('button', { name: 'Save to Journal', pressed: false, disabled: false })
      .waitFor();
  });

  it('a premium member searches the journal, sees her moods and can download it', async () => {
    const page = await browser.newPage();
    await signUp(page, 'journal-searcher', { premium: true });
    for (const mood of ['Calm', 'Hopeful', 'Calm']) {
      expect((await page.request.post('/api/moods', { data: { mood } })).status()).toBe(201);
    }
    await page.request.post('/api/journal/affirmations', {
      data: { mood: 'Calm', content: 'The lighthouse keeps me.' },
    });
    await page.request.post('/api/journal/affirmations', { data: { mood: 'Calm', content: 'Waves come and go.' } });
    await page.goto('/journal');

    const moods = page.getByRole('region', { name: 'Your moods' });
    await moods.getByText('In the last 30 days you picked a mood 3 times, most often Calm (twice).').waitFor();
    await moods.getByText('Show as a table').click();
    await moods.getByRole('row', { name: 'Calm 2' }).waitFor();

    await page.getByLabel('Search your journal').fill('lighthouse');
    await page.getByRole('status').filter({ hasText: '1 entry found.' }).waitFor();
    await page.getByRole('list', { name: 'Search results' }).getByText('The lighthouse keeps me.').waitFor();
    expect(await page.getByText('Waves come and go.').count()).toBe(0);

    const exportLink = page.getByRole('link', { name: 'Export' });
    const download = page.waitForEvent('download');
    await exportLink.click();
    expect((await download).suggestedFilename()).toMatch(/^telve-journal-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('a free member sees her moods and the Premium Feature card, and is offered the upgrade when saving', async () => {
    const page = await browser.newPage();
    await signUp(page, 'journal-free');
    expect((await page.request.post('/api/moods', { data: { mood: 'Hopeful' } })).status()).toBe(201);
    await page.goto('/journal');
    const card = page.getByRole('region', { name: 'Premium Feature' });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page
      .getByRole('region', { name: 'Your moods' })
      .getByText(/most often Hopeful/)
      .waitFor();

    await page.goto('/dashboard');
    await affirmationCard(page).locator('blockquote').waitFor();
    await affirmationCard(page).getByRole('button', { name: 'Save to Journal' }).click();
    await toast(page, 'Premium Feature').waitFor();
    await toast(page, 'Saving affirmations is available only for premium members.').waitFor();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByRole('button', { name: 'Upgrade to Premium' })
      .click();
    await page.waitForURL('**/premium');

    await openNewReading(page, 'A quiet week?');
    await page.getByRole('button', { name: 'Save Reading' }).click();
    await page
      .getByRole('region', { name: 'Premium Feature' })
      .getByText('Saving readings is available only for premium members.', { exact: false })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/reading-results');
    const saved = await page.request.get('/api/journal/readings');
    expect(saved.status()).toBe(403);
  });
});
