import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

/** Sets an intention and swirls; returns the body the swirl screen sent. */
async function swirlWith(page: Page, intention: string): Promise<Record<string, unknown>> {
  await page.goto('/coffee-reading');
  await page.getByText('Swirl 3 more times').waitFor();
  await page.getByLabel('Your intention').fill(intention);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/coffee-reading') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Simulate Swirl' }).click();
  const body = (await request).postDataJSON();
  await page.waitForURL('**/reading-results');
  return body;
}

describe('care instead of a fortune, in the browser', () => {
  it('a member in crisis gets the care message, with her browser language and time zone sent, and no signs beneath', async () => {
    const page = await browser.newPage();
    await signUp(page, 'care');
    const body = await swirlWith(page, 'nobody would miss me if I disappeared for good');
    expect(body.locale).toEqual(await page.evaluate(() => navigator.language));
    expect(body.timeZone).toEqual(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
    await page.getByText("I'm really sorry you're going through this", { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Symbols in your cup' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'The bridge' }).count()).toBe(0);
  });

  it('a health question gets no prediction, only who can answer it', async () => {
    const page = await browser.newPage();
    await signUp(page, 'health');
    await swirlWith(page, 'Will my mum get better from her cancer?');
    await page.getByText('A doctor, midwife or pharmacist can', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'The bridge' }).count()).toBe(0);
  });
});
