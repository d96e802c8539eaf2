import { describe, expect, it } from 'vitest';
import { setupBrowser, signUp } from './support';

const browser = setupBrowser();

describe('the house', () => {
  it('shows the landing page to a visitor', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome to Telve' }).waitFor();
    await page.getByText('Begin your journey or return to your path').waitFor();
    await page.getByRole('link', { name: 'Begin Your Journey' }).waitFor();
    await page.getByRole('link', { name: 'Return to Your Path' }).waitFor();
  });

  it('sends a signed-out visitor from a protected route to /auth', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
  });

  it('opening a protected page asks for the current user once (the entry check and the startup check share it)', async () => {
    const page = await browser.newPage();
    await signUp(page, 'one-check');
    const checks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') checks.push(request.url());
    });
    await page.goto('/settings');
    await page.getByText('Telve version 1.0.0').waitFor();
    expect(checks).toHaveLength(1);
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('This page has wandered off').waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('link', { name: 'Begin Your Journey' }).waitFor();
  });
});
