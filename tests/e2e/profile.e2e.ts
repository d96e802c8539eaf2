import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

describe('the profile form', () => {
  it('takes a new date of birth, and the dashboard horoscope follows the new sign', async () => {
    const page = await browser.newPage();
    await signUp(page, 'new-birthday'); // born 3 August: a Leo
    const horoscope = page.getByRole('region', { name: 'Daily Horoscope' });
    await page.goto('/dashboard');
    await horoscope.getByText(/^Leo · /).waitFor();

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/profile');
    const birthday = page.getByLabel('Date of birth');
    expect(await birthday.inputValue()).toBe('1991-08-03');

    // The register form's rules and messages: 18 or older, a real date.
    const eighteenTomorrow = new Date();
    eighteenTomorrow.setFullYear(eighteenTomorrow.getFullYear() - 18);
    eighteenTomorrow.setDate(eighteenTomorrow.getDate() + 1);
    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/update-profile')) updates.push(request.postData() ?? '');
    });
    await birthday.fill(eighteenTomorrow.toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('You must be at least 18 years old to use Telve').waitFor();
    expect(updates).toEqual([]);

    await birthday.fill('1990-03-01');
    const horoscopeAsked = page.waitForRequest(
      (request) => request.url().endsWith('/api/horoscope') && request.postDataJSON().sign === 'Pisces',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile Updated').waitFor();
    expect(JSON.parse(updates[0] ?? '{}').dateOfBirth).toBe('1990-03-01');

    // Back on the dashboard (no reload), the card reads the new sign's horoscope.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL('**/dashboard');
    await horoscopeAsked;
    await horoscope.getByText(/^Pisces · /).waitFor();
    expect(await horoscope.getByText(/^Leo · /).count()).toBe(0);
  });

  it('shows the intentions as they were saved: trimmed, without blanks', async () => {
    const page = await browser.newPage();
    await signUp(page, 'intentions');
    await page.goto('/profile');
    const intentions = page.getByLabel('Intentions');
    await intentions.fill(' Love, , Career ,');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile Updated').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('input[name="intentions"]') as HTMLInputElement | null)?.value === 'Love, Career',
    );
    expect(await intentions.inputValue()).toBe('Love, Career');
    await page.reload();
    expect(await page.getByLabel('Intentions').inputValue()).toBe('Love, Career');
  });
});
