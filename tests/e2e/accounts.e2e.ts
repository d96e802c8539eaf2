import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { MEMBER_PASSWORD, setupBrowser, signUp, toast, uniqueEmail } from './support';

const browser = setupBrowser();
const PASSWORD = 'quiet-morning-cup';

/** Registers through the form, as a new member would. */
async function registerThroughForm(page: Page, email: string) {
  await page.goto('/auth?mode=register');
  await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
  await page.getByLabel('First name').fill('Ayla');
  await page.getByLabel('Last name').fill('Demir');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Date of birth').fill('1991-08-03');
  await page.getByRole('checkbox', { name: 'Love' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

describe('accounts in the browser', () => {
  it('register -> terms -> initial mood -> dashboard', async () => {
    const page = await browser.newPage();
    await registerThroughForm(page, uniqueEmail('journey'));
    await toast(page, 'Account created').waitFor();
    await page.waitForURL('**/terms-of-service');
    const agree = page.getByRole('button', { name: 'I Agree' });
    expect(await agree.isDisabled()).toBe(true);
    for (const box of await page.getByRole('checkbox').all()) await box.click();
    expect(await agree.isDisabled()).toBe(false);
    await agree.click();
    await page.waitForURL('**/initial-mood');
    const go = page.getByRole('button', { name: 'Continue to Dashboard' });
    expect(await go.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Grateful' }).click();
    await page.getByText('You selected: Grateful').waitFor();
    await go.click();
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => sessionStorage.getItem('currentMood'))).toBe('Grateful');
  });

  it('shows a validation error under its field', async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('sign in -> mood -> dashboard, then log out from settings', async () => {
    const page = await browser.newPage();
    const email = await signUp(page, 'returning');
    await page.request.post('/api/logout');
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Welcome back!').waitFor();
    await page.waitForURL('**/mood');
    await page.getByRole('radio', { name: 'Calm' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/settings');
    await page.getByText('Telve version 1.0.0').waitFor();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL('**/auth');
    await toast(page, 'Logged out').waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  it('a wrong password shows the Login failed toast and the field error', async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Please check your credentials and try again.').waitFor();
    await page.getByText('Login failed. Please check your credentials.').waitFor();
  });

  it('an administrator signs in and lands on /admin; a member opening /admin is turned away', async () => {
    const page = await browser.newPage();
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin');
    await page.getByText('Manage Wellness Circles, Posts, Events, and more').waitFor();

    const member = await browser.newPage();
    await signUp(member, 'member');
    await member.goto('/admin');
    await toast(member, 'Access Denied').waitFor();
    await member.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
  });

  it('uploads a profile photo with an instant preview', async () => {
    const page = await browser.newPage();
    await signUp(page, 'photo');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByLabel('Choose a profile photo').setInputFiles(path.join(import.meta.dirname, 'fixtures/photo.png'));
    await toast(page, 'Photo Uploaded').waitFor();
    const me = await (await page.request.get('/api/user')).json();
    expect(me.profilePhotoUrl).toMatch(/^\/uploads\/.+\.webp$/);
    await page.locator(`img[src="${me.profilePhotoUrl}"]`).waitFor();
  });
});
