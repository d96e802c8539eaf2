import { describe, expect, it } from 'vitest';
import { axeViolations } from './circles-support';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

describe("a reading's public link", () => {
  it('a member opens it on her reading; a visitor sees the symbols without her words; closed, it stops working', async () => {
    const page = await browser.newPage();
    await signUp(page, 'shared-link');
    const made = await page.request.post('/api/coffee-reading', { data: { intention: 'Will Deniz write back?' } });
    const reading = (await made.json()) as { symbols: { name: string }[] };
    await page.goto('/reading-results');
    const panel = page.getByRole('region', { name: 'Public link' });
    const toggle = panel.getByRole('switch', { name: 'Public link' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click();
    const address = await panel.getByRole('textbox', { name: 'Public link' }).inputValue();
    expect(address).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
    expect(await axeViolations(page)).toEqual([]);

    // A messenger reads the tags without running any code.
    const html = await (await page.request.get(address)).text();
    expect(html).toContain('<meta property="og:title" content="A coffee reading">');

    const visitor = await browser.newPage();
    await visitor.goto(address);
    await visitor.getByRole('heading', { level: 1, name: 'A coffee reading' }).waitFor();
    await visitor.getByRole('heading', { name: reading.symbols[0]?.name ?? '' }).waitFor();
    expect(await visitor.getByText('Deniz').count()).toBe(0);
    expect(await visitor.getByText('Ayla').count()).toBe(0);
    expect(await axeViolations(visitor)).toEqual([]);

    await toggle.click();
    await panel.getByRole('textbox').waitFor({ state: 'detached' });
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'This reading is not here' }).waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
  });
});
