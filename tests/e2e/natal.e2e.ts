import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetched, setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();
const axeSource = createRequire(import.meta.url)('axe-core').source as string;

/** axe-core's WCAG 2.1 AA violations on the page as it is (as accessibility.e2e.ts runs it). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          opts: object,
        ) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> }>;
      };
    };
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

describe('the birth chart on the profile', () => {
  it('on a phone, a member gives her birth time and place and sees her wheel and big three', {
    timeout: 120_000,
  }, async () => {
    const page = await browser.newPage();
    await signUp(page, 'natal'); // born 3 August 1991: a Leo
    await page.goto('/profile');

    // No place yet: a friendly prompt, and the wheel's code is not fetched.
    await page.getByText('Please choose your birth place in your profile to see your chart.').waitFor();
    expect(await fetched(page, 'natal-chart-view')).toBe(false);

    await page.getByRole('textbox', { name: 'Birth time' }).fill('14:30');
    const place = page.getByRole('combobox', { name: 'Birth place' });
    await place.fill('Izmir');
    // The first search builds the towns index: slow once per server process.
    const izmir = page.getByRole('option', { name: /^İzmir,/ }).first();
    await izmir.waitFor({ timeout: 60_000 });
    await izmir.click();
    await expect.poll(() => place.inputValue()).toBe('İzmir');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile Updated').waitFor();

    const wheel = page.getByRole('img', {
      name: /^Your birth chart wheel: Sun in Leo, Moon in \w+, Ascendant in \w+\./,
    });
    await wheel.waitFor({ timeout: 30_000 });
    expect(await fetched(page, 'natal-chart-view')).toBe(true);
    // The wheel fits the phone's width and is square.
    const box = await wheel.boundingBox();
    expect(box?.width).toBeGreaterThan(200);
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 1))).toBeLessThan(1);

    const bigThree = page.getByRole('list', { name: 'Your big three' }).getByRole('listitem');
    expect(await bigThree.count()).toBe(3);
    await page.getByRole('heading', { name: 'Sun in Leo' }).waitFor();
    await page.getByRole('heading', { name: /^Rising in \w+$/ }).waitFor();

    // The same facts as a table, opened on request.
    await page.getByText('Your chart as a table').click();
    expect(await page.getByRole('table').getByRole('row').count()).toBeGreaterThan(10);
    await page.getByRole('row', { name: /^Sun Leo \d+°\d\d′ \d+ No$/ }).waitFor();

    await toast(page, 'Profile Updated').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await violations(page)).toEqual([]);

    // After a reload, in dark mode, the saved place is shown by name, from GET /api/user.
    await page.evaluate(() => localStorage.setItem('app-settings', JSON.stringify({ darkMode: true })));
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Birth place' }).inputValue()).toBe('İzmir');
    expect(await page.getByRole('textbox', { name: 'Birth time' }).inputValue()).toBe('14:30');
    await wheel.waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Birth place' }).fill('Ankar');
    await page
      .getByRole('option', { name: /^Ankara,/ })
      .first()
      .waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
