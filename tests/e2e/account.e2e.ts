import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parseMail } from '../../server/test/smtp-catcher';
import { MEMBER_PASSWORD, setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();

/** The link of the newest outbox message to `to` whose subject contains `subject`, once it is written. */
async function outboxLink(to: string, subject: string): Promise<string> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const find = () => {
    if (!fs.existsSync(dir)) return undefined;
    for (const name of fs
      .readdirSync(dir)
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = fs.readFileSync(path.join(dir, name), 'utf8');
      const mail = parseMail(raw);
      if (raw.includes(`To: ${to}`) && mail.subject.includes(subject)) return /https?:\/\/\S+/.exec(mail.text)?.[0];
    }
    return undefined;
  };
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find() as string;
}

/** The mailed link opened on the server the tests run against (links name PUBLIC_URL or localhost). */
const onServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('account care in the browser', () => {
  it('forgot password end to end: the mailed link sets a new password once and signs in', async () => {
    const setup = await browser.newPage();
    const email = await signUp(setup, 'forgetful');
    await setup.request.post('/api/terms-consent', {
      data: { termsAndPrivacy: true, notMentalHealth: true, ageVerification: true },
    });

    const page = await browser.newPage();
    await page.goto('/auth?mode=login');
    await page
      .getByRole('button', { name: 'Forgot Password?' })
      .or(page.getByRole('link', { name: 'Forgot Password?' }))
      .click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page
      .getByText(
        "If an account uses this email, we've sent it a link to choose a new password. It works for 30 minutes.",
      )
      .waitFor();

    const link = await outboxLink(email, 'Choose a new Telve password');
    await page.goto(onServer(link));
    await page.getByLabel(/^New password/).fill('a-brand-new-cup-7');
    await page.getByLabel('Confirm new password').fill('a-brand-new-cup-7');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await toast(page, 'Password changed').waitFor();
    await page.waitForURL('**/dashboard');

    // The session that was signed in before is over; the old password no longer works.
    expect((await setup.request.get('/api/user')).status()).toBe(401);
    const old = await setup.request.post('/api/login', { data: { email, password: MEMBER_PASSWORD } });
    expect(old.status()).toBe(401);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(onServer(link));
    await again.getByLabel(/^New password/).fill('yet-another-cup-8');
    await again.getByLabel('Confirm new password').fill('yet-another-cup-8');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await again.getByText('This link has expired or was already used. Please ask for a new one.').waitFor();
  });
});

describe('leaving Telve', () => {
  it('delete account end to end: a wrong password keeps everything, the right one deletes and says goodbye', async () => {
    const page = await browser.newPage();
    const email = await signUp(page, 'leaving');
    await page.request.post('/api/terms-consent', {
      data: { termsAndPrivacy: true, notMentalHealth: true, ageVerification: true },
    });
    // The dashboard keeps the day's horoscope in the browser; leaving must not leave it behind.
    await page.goto('/dashboard');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('telve-horoscope'))).not.toBeNull();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByText('Your subscription is cancelled first, straight away.').waitFor();

    await dialog.getByLabel(/^Your password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await dialog.getByText('That password is not right. Please try again.').waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(200);

    await dialog.getByLabel(/^Your password/).fill(MEMBER_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await page.waitForURL('**/goodbye');
    await page.getByRole('heading', { name: 'Goodbye, for now' }).waitFor();
    await page.getByText('Your account and everything in it have been deleted. Take good care of yourself.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('telve-horoscope'))).toBeNull();

    expect((await page.request.get('/api/user')).status()).toBe(401);
    const login = await page.request.post('/api/login', { data: { email, password: MEMBER_PASSWORD } });
    expect(login.status()).toBe(401);
  });
});
