import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import auth from '../../client/src/features/auth/locales/tr.json';
import guidance from '../../client/src/features/guidance/locales/tr.json';
import membership from '../../client/src/features/membership/locales/tr.json';
import moods from '../../client/src/features/moods/locales/tr.json';
import reading from '../../client/src/features/reading/locales/tr.json';
import settings from '../../client/src/features/settings/locales/tr.json';
import shared from '../../client/src/lib/locales/tr.json';
import { axeViolations } from './circles-support';
import { setupBrowser, toast, uniqueEmail } from './support';

// Issue 33's first morning in Turkish, at a phone's size: a visitor whose browser speaks Turkish
// registers, consents, names her mood, reads her dashboard and her cup, and opens Premium, all in
// Turkish (the words read from the catalogs), each screen scanned by axe; then she switches to
// English in Settings and back.

const browser = setupBrowser();

/** A toast's text in the Turkish notification region. */
const turkishToast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: new RegExp(shared['toasts.plainRegion']) })
    .getByText(text)
    .first();

/** Words from a catalog with its {placeholders} filled. */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

async function expectTurkishAndAccessible(page: Page, where: string) {
  expect(await page.locator('html').getAttribute('lang'), `${where}: the page's language`).toBe('tr');
  // Let entrance animations finish, so colours are measured as the member sees them.
  await page.waitForTimeout(400);
  expect(await axeViolations(page), `${where}: axe`).toEqual([]);
}

describe('Telve in Turkish', () => {
  it('the first morning in Turkish: register, terms, mood, dashboard, reading and Premium, then English from Settings and back', async () => {
    const page = await browser.newPage({ locale: 'tr-TR' });

    // The landing page, painted in her browser's language, with the installed app's words in it too.
    await page.goto('/');
    await page.getByRole('link', { name: shared['landing.begin'] }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.tr.webmanifest');
    const manifest = await (await page.request.get('/manifest.tr.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'tr', start_url: '/dashboard' });
    await expectTurkishAndAccessible(page, 'landing');

    await page.getByRole('link', { name: shared['landing.begin'] }).click();
    await page.getByRole('heading', { name: auth['auth.register.title'] }).waitFor();
    await page.getByRole('textbox', { name: auth['auth.firstName'], exact: true }).fill('Ayşe');
    await page.getByRole('textbox', { name: auth['auth.lastName'], exact: true }).fill('Yılmaz');
    await page.getByRole('textbox', { name: auth['auth.email'], exact: true }).fill(uniqueEmail('turkce'));
    await page.getByLabel(auth['auth.password']).fill('sabah-kahvesi-fincan');
    await page.getByLabel(auth['auth.dateOfBirth']).fill('1991-08-03');
    await page.getByRole('checkbox', { name: auth.Love }).click();
    await expectTurkishAndAccessible(page, 'register');
    await page.getByRole('button', { name: auth['auth.register.submit'] }).click();
    await turkishToast(page, auth['Account created']).waitFor();

    // She was registered in her browser's language: every device and letter will speak it.
    const user = await (await page.request.get('/api/user')).json();
    expect(user.language).toBe('tr');

    await page.waitForURL('**/terms-of-service');
    await page.getByRole('heading', { name: auth['terms.title'] }).waitFor();
    await expectTurkishAndAccessible(page, 'terms');
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    await page.getByRole('button', { name: auth['terms.accept'] }).click();

    await page.waitForURL('**/initial-mood');
    await page.getByRole('radio', { name: shared['mood.Grateful'] }).click();
    await page.getByText(fill(moods['moods.selected'], { mood: shared['mood.Grateful'] })).waitFor();
    await expectTurkishAndAccessible(page, 'initial mood');
    await page.getByRole('button', { name: moods['moods.initial.continue'] }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: fill(guidance['guidance.welcome'], { name: 'Ayşe' }) }).waitFor();
    await page.getByRole('heading', { name: guidance['guidance.horoscope.title'] }).waitFor();
    await page.getByRole('button', { name: guidance['guidance.horoscope.more'] }).waitFor();
    await expectTurkishAndAccessible(page, 'dashboard');

    await page.goto('/coffee-reading');
    await page.getByLabel(reading['reading.intention.label']).fill('Yeni işim bana iyi gelecek mi?');
    await page.getByRole('radio', { name: reading.Career }).click();
    await expectTurkishAndAccessible(page, 'swirl');
    await page.getByRole('button', { name: reading['reading.swirl.simulate'] }).click();
    await page.waitForURL('**/reading-results');
    await page.getByRole('heading', { name: shared['title:/reading-results'], level: 1 }).waitFor();
    const says = page.getByRole('region', { name: reading['reading.text.says'] });
    const text = (await says.textContent()) ?? '';
    // The oracle wrote it in Turkish: its words have Turkish letters, and no English filler.
    expect(text).toMatch(/[çğışöüÇĞİŞÖÜ]/);
    expect(text).not.toMatch(/\b(the|your|and|with)\b/i);
    await page.getByText(reading['reading.text.framing']).waitFor();
    await expectTurkishAndAccessible(page, 'reading');

    await page.goto('/premium');
    await page.getByRole('heading', { name: shared['title:/premium'], level: 1 }).waitFor();
    await page.getByRole('heading', { name: membership['membership.checkout.unlocks'] }).waitFor();
    await page.getByRole('radio', { name: new RegExp(membership.Annual) }).waitFor();
    await expectTurkishAndAccessible(page, 'premium');
    await page.getByRole('button', { name: membership['membership.checkout.continue'] }).click();
    await page.getByRole('button', { name: membership['membership.confirm.demo'] }).click();
    await page.getByRole('heading', { name: membership['membership.success.title'], level: 1 }).waitFor();
    await expectTurkishAndAccessible(page, 'premium activated');

    // Settings: English, at once and without a reload; then Türkçe again.
    await page.goto('/settings');
    const language = page.getByRole('group', { name: settings['settings.language.title'] });
    await language.getByRole('radio', { name: 'English' }).click();
    await toast(page, 'Language saved').waitFor();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect((await (await page.request.get('/api/user')).json()).language).toBe('en');

    await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Türkçe' }).click();
    await turkishToast(page, settings['settings.language.saved']).waitFor();
    await page.getByRole('heading', { name: shared['title:/settings'], level: 1 }).waitFor();
    await expectTurkishAndAccessible(page, 'settings');
  });

  it('an English browser still gets the English landing page and manifest', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('link', { name: 'Begin Your Journey' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
