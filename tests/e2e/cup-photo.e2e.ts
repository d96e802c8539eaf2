import { CUP_REFUSAL_MESSAGES } from '@contract/cup-photos';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateCupPhoto, type PhotoKind } from '../../server/src/features/cup-photo/evaluation/generate-photo';
import { TUNE } from '../../server/src/features/cup-photo/evaluation/splits';
import { axeViolations } from './circles-support';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

/** A generated photo of the tuning part (never the held-out one), as a phone would hand it over. */
async function tunePhoto(seed: number, kind: PhotoKind) {
  expect(TUNE).toContainEqual({ seed, kind });
  const { jpeg } = await generateCupPhoto(seed, { width: 1200, height: 900, kind });
  return { name: `${kind}.jpg`, mimeType: 'image/jpeg', buffer: jpeg };
}

/** Lets entrance animations end, so axe measures colours as the member sees them. */
async function stillness(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function openReadMyCup(page: Page) {
  await page.goto('/coffee-reading');
  await page.getByText('Swirl 3 more times').waitFor();
  const region = page.getByRole('region', { name: 'Read my cup' });
  await region.getByRole('button', { name: 'Read my cup' }).click();
  await region.getByRole('list', { name: 'How to photograph your cup' }).waitFor();
  return region;
}

describe('reading the member’s own cup from a photo', () => {
  it('guides, reads the photo, outlines what it saw, takes a corrected handle, and the reading shows the cup', async () => {
    const page = await browser.newPage();
    await signUp(page, 'cupphoto');
    const region = await openReadMyCup(page);

    // Hold the first upload a moment, so the wait is seen every time.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cup-photos', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Photo of your cup').setInputFiles(await tunePhoto(100_002, 'cup'));
    await region.getByRole('status').filter({ hasText: 'Telve is looking at your cup...' }).waitFor();
    const frame = region.getByRole('img', { name: 'Your cup' }).locator('xpath=../..');
    const reserved = await frame.boundingBox();
    const first = page.waitForResponse((res) => res.url().endsWith('/api/cup-photos'));
    release();
    expect((await first).status()).toBe(201);
    await page.unroute('**/api/cup-photos');

    await region.getByRole('heading', { name: 'What Telve saw' }).waitFor();
    await region.getByRole('img', { name: 'Your cup, with the shapes Telve saw outlined' }).waitFor();
    // The photo's box was reserved before it loaded: nothing beneath it moved.
    expect(await frame.boundingBox()).toEqual(reserved);
    expect(reserved?.width).toBeCloseTo(reserved?.height ?? 0, 0);
    await page.getByTestId('handle-mark').waitFor();
    const named = await region.getByRole('listitem').allTextContents();
    expect(named.length).toBeGreaterThan(0);
    await stillness(page);
    expect(await axeViolations(page)).toEqual([]);

    // The member taps the rim where the handle is (a mark shows there), or, as here, names its
    // clock position; the same photo is read again with that handle.
    const surface = region.getByRole('button', { name: 'Mark the handle where you tap' });
    const box = await surface.boundingBox();
    if (!box) throw new Error('the photo has no box');
    await surface.click({ position: { x: box.width / 2, y: 4 } });
    await page.getByTestId('handle-pending').waitFor();
    await region.getByRole('button', { name: /^Read again with the handle at/ }).waitFor();
    await region.getByLabel('Handle at').selectOption({ label: "12 o'clock" });
    const reread = page.waitForResponse((res) => res.url().endsWith('/api/cup-photos'));
    await region.getByRole('button', { name: "Read again with the handle at 12 o'clock" }).click();
    const corrected = (await (await reread).json()) as { id: string; handleAngle: number };
    // The server keeps the handle it was sent (Chromium does not show a file's form to the test).
    expect(corrected.handleAngle).toBe(0);
    await region.getByText("The handle is marked H, at 12 o'clock.", { exact: false }).waitFor();

    const asked = page.waitForRequest((req) => req.url().endsWith('/api/coffee-reading') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Simulate Swirl' }).click();
    expect((await asked).postDataJSON().cupPhotoId).toBe(corrected.id);
    await page.waitForURL('**/reading-results');

    const cup = page.getByRole('region', { name: 'Your cup' });
    await cup.getByRole('img', { name: 'Your cup, with the shapes of your reading outlined' }).waitFor();
    const shapes = cup.getByRole('button', { name: /: what it means$/ });
    await shapes.first().waitFor();
    await shapes.first().click();
    await page.getByTestId('shape-meaning').waitFor();
    expect(await shapes.first().getAttribute('aria-pressed')).toBe('true');
    await stillness(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    // The buttons' colours move to the dark scheme's over a transition: measured once they are there.
    await stillness(page);
    expect(await axeViolations(page)).toEqual([]);

    // Opened again later, the reading still shows the cup it was read from.
    await page.reload();
    await page
      .getByRole('region', { name: 'Your cup' })
      .getByRole('button', { name: /: what it means$/ })
      .first()
      .waitFor();
    // Two photos read, three swirls and three scans, on two shared cores: longer than most journeys.
  }, 150_000);

  it('refuses a photo that is not a cup in kind words, and the screen stays usable', async () => {
    const page = await browser.newPage();
    await signUp(page, 'wallphoto');
    const region = await openReadMyCup(page);
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/cup-photos'));
    await page.getByLabel('Photo of your cup').setInputFiles(await tunePhoto(104_000, 'wall'));
    expect((await answer).status()).toBe(422);
    await region.getByRole('alert').filter({ hasText: CUP_REFUSAL_MESSAGES['not-a-cup'] }).waitFor();
    expect(await region.getByRole('button', { name: 'Try another photo' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Swirl', exact: true }).isEnabled()).toBe(true);
    await stillness(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
