import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

describe('the art gallery in the browser', () => {
  it('shows three pieces by one artist, opens one in a dialog and answers Order Print with the alert', async () => {
    const page = await browser.newPage();
    await signUp(page, 'gallery-visitor', { premium: true });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View Gallery' }).click();
    await page.waitForURL('**/art-gallery');

    await page.getByRole('heading', { name: 'Telve Art Gallery', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');
    await page.getByText(/^Mystical artwork inspired by coffee readings\./).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();

    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBe(3);
    const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(['Monuments', 'The World', 'Istanbul']);
    expect(await page.getByRole('main').getByText('by Defne Yıldız', { exact: true }).count()).toBe(3);
    expect(await page.getByRole('main').getByRole('button', { name: 'Order Print' }).count()).toBe(3);

    // Every image has a meaningful alt text and a size set before it loads, and loads in a modern format.
    const images = page.getByRole('main').getByRole('img');
    expect(await images.count()).toBe(3);
    for (const image of await images.all()) {
      expect(((await image.getAttribute('alt')) ?? '').length).toBeGreaterThan(60);
      expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['800', '600']);
    }
    const first = images.first();
    await page.waitForFunction(() => (document.querySelector('main img') as HTMLImageElement | null)?.complete);
    const loaded = await first.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, w: img.naturalWidth }));
    expect(loaded.src).toMatch(/\/gallery\/monuments-\d+\.avif$/);
    expect(loaded.w).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'The World' }).click();
    const dialog = page.getByRole('dialog', { name: 'The World' });
    await dialog.getByText('by Defne Yıldız').waitFor();
    await dialog.getByText(/^A whole globe drawn by settling grounds/).waitFor();
    expect(await dialog.getByRole('img').getAttribute('alt')).toMatch(/globe/);
    await dialog.getByRole('button', { name: 'Order Print' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Order a print of The World' });
    await alert.getByText('Print order processing will be available in the next update.').waitFor();
    await alert.getByRole('button', { name: 'OK' }).click();
    await alert.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Order Print on a card itself answers the same, without opening the piece.
    await page.getByRole('main').getByRole('button', { name: 'Order Print' }).last().click();
    await page
      .getByRole('alertdialog', { name: 'Order a print of Istanbul' })
      .getByText('Print order processing will be available in the next update.')
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
