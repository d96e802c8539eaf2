import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

/** A premium member with a reading, on Your Reading. */
async function premiumReading(page: Page, prefix: string, intention: string) {
  await signUp(page, prefix, { premium: true });
  const created = await page.request.post('/api/coffee-reading', { data: { intention, category: 'Love' } });
  expect(created.status()).toBe(201);
  await page.goto('/reading-results');
  await page.getByRole('heading', { name: 'Ask the Reader' }).waitFor();
}

/** Asks a question; returns the lengths the answer had each time it was seen growing. */
async function askAndWatch(page: Page, question: string): Promise<number[]> {
  await page.getByLabel('Your question').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  // A short moment in which the reader looks into the cup, before the first word.
  await page.getByText('The reader is looking into your cup...').waitFor();
  const lengths: number[] = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const log = document.querySelector('[role="log"]');
        const sample = () => {
          const answers = log?.querySelectorAll('[data-type="sayer"] p') ?? [];
          const last = answers[answers.length - 1]?.textContent ?? '';
          if (last.length > 0 && last.length !== seen.at(-1)) seen.push(last.length);
          if (log?.getAttribute('aria-busy') === 'false' && seen.length > 0) resolve(seen);
          else requestAnimationFrame(sample);
        };
        sample();
      }),
  );
  return lengths;
}

describe('Ask the Reader', () => {
  it('shows the answer growing as it streams, follows it, and shows the conversation again on return', async () => {
    const page = await browser.newPage();
    await premiumReading(page, 'asker', 'Will the new studio find its people?');
    const log = page.getByRole('log', { name: 'Conversation with the reader' });
    await log.getByText('Ask about love, work or whatever sits on your heart').waitFor();

    const lengths = await askAndWatch(page, 'What does the cup say about the move?');
    // Seen in many pieces, each longer than the last: streamed, not delivered whole.
    expect(lengths.length).toBeGreaterThan(5);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    const answer = log.locator('[data-type="sayer"] p').last();
    const answerText = (await answer.textContent()) ?? '';
    expect(answerText.length).toBeGreaterThan(40);

    // The view followed the newest message: the answer starts within the screen.
    const box = await answer.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(844);

    // In-app: away and back again.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.goBack();
    await page.waitForURL('**/reading-results');
    await log.locator('[data-type="user"]').getByText('What does the cup say about the move?').waitFor();
    expect(await log.locator('[data-type="sayer"] p').last().textContent()).toBe(answerText);

    // A fresh visit reads the conversation back from the server.
    const fetched = page.waitForResponse((res) => /\/api\/coffee-reading\/\d+\/questions$/.test(res.url()));
    await page.goto('/reading-results');
    expect((await fetched).status()).toBe(200);
    await log.locator('[data-type="user"]').getByText('What does the cup say about the move?').waitFor();
    expect(await log.locator('[data-type="sayer"] p').last().textContent()).toBe(answerText);
    expect(await log.locator('[data-type]').count()).toBe(2);
  });

  it('reads at a comfortable width on a wide screen, and follows without animation for reduced motion', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await premiumReading(page, 'wide-reader', 'Is this the year for the garden?');
    const log = page.getByRole('log', { name: 'Conversation with the reader' });
    const logBox = await log.boundingBox();
    // Not a 384 px box: the chat takes the reading column, and is not a scroller of its own.
    expect(logBox?.width).toBeGreaterThan(560);
    expect(logBox?.width).toBeLessThanOrEqual(672);
    expect(await log.evaluate((el) => getComputedStyle(el).overflowY)).toBe('visible');
    const reading = page.getByRole('region', { name: 'What the cup says' }).getByRole('paragraph').first();
    expect((await reading.boundingBox())?.width).toBeGreaterThan(560);

    // Two questions push the conversation below the fold; the page follows the newest at once.
    for (const question of ['And in love?', 'And at home?']) await askAndWatch(page, question);
    const answer = log.locator('[data-type="sayer"]').last();
    const box = await answer.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(800);
    const form = await page.getByLabel('Your question').boundingBox();
    expect((form?.y ?? 0) + (form?.height ?? 0)).toBeLessThanOrEqual(800);
  });
});
