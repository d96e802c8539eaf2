import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, postCard } from './circles-support';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './global-setup';
import { setupBrowser, signUp, toast } from './support';

const browser = setupBrowser();
/** axe-core's findings once entrance animations end, so colours are measured as they are seen. */
async function axeScan(page: Page): Promise<string[]> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  return axeViolations(page);
}

let sequence = 0;
const unique = (base: string) => `${base} ${Date.now().toString(36)}${++sequence}`;

/** Signs the page in as the administrator made by `npm run admin:create` in the e2e setup. */
async function signInAdmin(page: Page): Promise<void> {
  const signedIn = await page.request.post('/api/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(signedIn.status()).toBe(200);
}

/** The dashboard loads its lists when it opens. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByText('Manage Wellness Circles, Posts, Events, and more').waitFor();
}

/** A circle made through the admin API, before the dashboard opens. */
async function adminCircle(page: Page, name: string): Promise<{ id: number; name: string }> {
  const res = await page.request.post('/api/admin/circles', { data: { name, description: 'Made for this journey' } });
  expect(res.status()).toBe(201);
  return res.json();
}

/** A premium member who has joined the circle, reading it through the member API. */
async function memberOf(circleId: number): Promise<Page> {
  const member = await browser.newPage();
  await signUp(member, 'circle-member', { premium: true });
  expect((await member.request.put(`/api/circles/${circleId}/membership`)).status()).toBe(200);
  return member;
}

const getJson = async (page: Page, url: string) => {
  const res = await page.request.get(url);
  return { status: res.status(), body: res.ok() ? await res.json() : null };
};

/** The card (phone) of the row that shows this text. */
const card = (page: Page, label: string, text: string): Locator =>
  page.getByRole('list', { name: label }).getByRole('listitem').filter({ hasText: text });

describe('the admin dashboard', () => {
  it('creates, edits and deletes a circle; a member sees each change', async () => {
    const page = await browser.newPage();
    await signInAdmin(page);
    await openDashboard(page);
    const name = unique('Moonlit Mornings');

    await page.getByRole('button', { name: 'Create Circle' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Create Circle' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Circle Name').fill(name);
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Description').fill('Tea, journals and slow starts.');
    expect(await dialog.getByLabel('Description').getAttribute('rows')).toBe('4');
    expect(await dialog.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    await submit.click();
    await toast(page, 'Circle created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = card(page, 'Wellness circles', name);
    await row.getByText('Active', { exact: true }).waitFor();

    const circles = await page.request.get('/api/admin/circles');
    const created = (await circles.json()).find((c: { name: string }) => c.name === name);
    const member = await memberOf(created.id);
    const discover = async () => (await getJson(member, '/api/circles')).body.map((c: { name: string }) => c.name);
    expect(await discover()).toContain(name);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByText('Update circle details or change its status.').waitFor();
    const renamed = `${name} (renamed)`;
    await dialog.getByLabel('Circle Name').fill(renamed);
    await dialog.getByRole('switch', { name: 'Active' }).click();
    await dialog.getByLabel('Description').fill('');
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Description').fill('Now resting.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Circle updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card(page, 'Wellness circles', renamed).getByText('Inactive', { exact: true }).waitFor();
    // An inactive circle leaves the members' Discover list and its page.
    expect(await discover()).not.toContain(renamed);
    expect((await getJson(member, `/api/circles/${created.id}`)).status).toBe(404);

    await card(page, 'Wellness circles', renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm
      .getByText(`This will permanently delete the circle "${renamed}" and all associated posts and events.`)
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Circle deleted successfully').waitFor();
    await card(page, 'Wellness circles', renamed).waitFor({ state: 'detached' });
    expect((await page.request.get('/api/admin/circles')).ok()).toBe(true);
    expect(await discover()).not.toContain(renamed);
  });

  it('creates an event with the calendar and a time, edits it and deletes it; a member sees each change', async () => {
    const page = await browser.newPage();
    await signInAdmin(page);
    const circleName = unique('Full Moon Friends');
    const circle = await adminCircle(page, circleName);
    await openDashboard(page);
    const member = await memberOf(circle.id);
    const memberEvents = async () => (await getJson(member, `/api/circles/${circle.id}/events`)).body;
    const title = unique('Tea under the full moon');

    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: 'Create Event' });
    await dialog.getByRole('combobox', { name: 'Circle' }).click();
    await page.getByRole('option', { name: circleName }).click();
    await dialog.getByLabel('Event Title').fill(title);
    await dialog.getByLabel('Time').fill('18:45');
    await dialog.getByPlaceholder('Physical address or online link').fill('https://meet.example/moon');
    await dialog.getByLabel('Description').fill('Bring a cup.');
    expect(await dialog.getByLabel('Description').getAttribute('rows')).toBe('3');
    expect(await submit.isDisabled()).toBe(true);

    // The calendar: it opens on today; Page Down is the same day next month, Enter picks it.
    await dialog.getByRole('button', { name: 'Date: Pick a date' }).click();
    await page.locator('[data-day]:focus').waitFor();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const picked = await page.evaluate(() => {
      const now = new Date();
      const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
      const last = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
      const day = new Date(next.getFullYear(), next.getMonth(), Math.min(now.getDate(), last) + 1);
      const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      return { iso, label: day.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) };
    });
    await dialog.getByRole('button', { name: `Date: ${picked.label}` }).waitFor();
    await submit.click();
    await toast(page, 'Event created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = card(page, 'Circle events', title);
    await row.getByText(`${picked.label} at 18:45`).waitFor();
    await row.getByText(circleName).waitFor();
    expect(await memberEvents()).toEqual([
      expect.objectContaining({ title, date: picked.iso, time: '18:45', location: 'https://meet.example/moon' }),
    ]);

    // Editing keeps the date unless a new one is picked; a pick by mouse moves it.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await dialog.getByLabel('Event Title').fill(`${title} (moved)`);
    await dialog.getByLabel('Time').fill('09:05');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Event updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card(page, 'Circle events', `${title} (moved)`).getByText(`${picked.label} at 09:05`).waitFor();
    expect(await memberEvents()).toEqual([
      expect.objectContaining({ title: `${title} (moved)`, date: picked.iso, time: '09:05' }),
    ]);

    await card(page, 'Circle events', `${title} (moved)`)
      .getByRole('button', { name: `Edit ${title} (moved)` })
      .click();
    await dialog.getByRole('button', { name: `Date: ${picked.label}` }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    const firstOfMonth = page.locator('[data-day$="-01"]');
    const nextIso = (await firstOfMonth.getAttribute('data-day')) ?? '';
    await firstOfMonth.click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Event updated successfully').waitFor();
    expect(await memberEvents()).toEqual([expect.objectContaining({ date: nextIso, time: '09:05' })]);

    await card(page, 'Circle events', `${title} (moved)`)
      .getByRole('button', { name: `Delete ${title} (moved)` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText(`This will permanently delete the event "${title} (moved)".`).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Event deleted successfully').waitFor();
    expect(await memberEvents()).toEqual([]);
  });

  it('hides a post from the table and from the details dialog, edits and deletes it; the feed follows', async () => {
    const page = await browser.newPage();
    await signInAdmin(page);
    const circle = await adminCircle(page, unique('Quiet Hearts'));
    const author = await memberOf(circle.id);
    const reader = await memberOf(circle.id);
    const content = unique('Grateful for slow mornings #gratitude');
    const post = await (await author.request.post(`/api/circles/${circle.id}/posts`, { data: { content } })).json();
    expect(
      (await reader.request.post(`/api/posts/${post.id}/reports`, { data: { reason: 'Off topic' } })).status(),
    ).toBe(200);
    const feedOf = async (who: Page) => (await getJson(who, `/api/circles/${circle.id}/posts`)).body.posts;

    await openDashboard(page);
    await page.getByRole('tab', { name: 'Posts' }).click();
    const row = card(page, 'Circle posts', content);
    await row.getByText('Visible', { exact: true }).waitFor();
    await row.getByText('Reported (1)').waitFor();
    await page.getByRole('button', { name: 'Reported', exact: true }).click();
    await card(page, 'Circle posts', content).waitFor();
    await page.getByRole('button', { name: 'All posts' }).click();

    await row.getByRole('button', { name: 'Hide post' }).click();
    await toast(page, 'Post hidden successfully').waitFor();
    await row.getByText('Hidden', { exact: true }).waitFor();
    expect((await feedOf(reader)).map((p: { id: number }) => p.id)).not.toContain(post.id);
    expect(await feedOf(author)).toEqual([expect.objectContaining({ id: post.id, isHidden: true })]);
    // The circle's screen: others find no post; its author reads that a moderator hid it.
    await reader.goto(`/circle/${circle.id}`);
    await reader.getByText('No posts yet').waitFor();
    await author.goto(`/circle/${circle.id}`);
    await postCard(author, content).getByText('A moderator hid this post. Only you can see it.').waitFor();

    await row.getByRole('button', { name: 'View post details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Details' });
    await dialog.getByText('Review and moderate post content.').waitFor();
    await dialog.getByText('#gratitude', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Content').getAttribute('rows')).toBe('5');
    expect(await dialog.getByRole('switch', { name: 'Visibility' }).getAttribute('aria-checked')).toBe('false');
    await dialog.getByRole('button', { name: 'Unhide Post' }).click();
    await toast(page, 'Post unhidden successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await feedOf(reader)).map((p: { id: number }) => p.id)).toContain(post.id);
    await reader.reload();
    await postCard(reader, content).waitFor();

    await row.getByRole('button', { name: 'View post details' }).click();
    // The switch acts at once; the dialog stays open (and hides the rest of the page, the
    // notification region included, from the accessibility tree: the toast is found by its text).
    await dialog.getByRole('switch', { name: 'Visibility' }).click();
    await page.getByText('Post hidden successfully').first().waitFor();
    await dialog.getByRole('button', { name: 'Unhide Post' }).waitFor();
    await dialog.getByRole('switch', { name: 'Visibility' }).click();
    await page.getByText('Post unhidden successfully').first().waitFor();
    await dialog.getByLabel('Content').fill('Edited by a moderator #kindness');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Post updated successfully').first().waitFor();
    expect(await feedOf(reader)).toEqual([
      expect.objectContaining({ id: post.id, content: 'Edited by a moderator #kindness', tags: ['kindness'] }),
    ]);

    await dialog.getByRole('button', { name: 'Delete Post' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await confirm.getByText('This will permanently delete this post and all associated comments.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Post deleted successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await feedOf(reader)).toEqual([]);
  });

  it('shows tables on a desktop and the Activity tab newest first', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page);
    const name = unique('Desk Circle');
    await adminCircle(page, name);
    await openDashboard(page);
    const table = page.getByRole('table', { name: 'Wellness circles' });
    await table.getByRole('row').filter({ hasText: name }).getByText('Active', { exact: true }).waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Name', 'Description', 'Status', 'Created', 'Actions']);

    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('table', { name: 'Circle posts' }).waitFor();
    expect(await page.getByRole('table', { name: 'Circle posts' }).getByRole('columnheader').allTextContents()).toEqual(
      ['Circle', 'Author', 'Content', 'Posted', 'Visibility', 'Actions'],
    );
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('table', { name: 'Circle events' }).waitFor();
    const eventHeaders = page.getByRole('table', { name: 'Circle events' }).getByRole('columnheader');
    expect(await eventHeaders.allTextContents()).toEqual(['Circle', 'Title', 'Date & Time', 'Location', 'Actions']);

    await page.getByRole('tab', { name: 'Activity' }).click();
    const first = page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first();
    // The actor by the name and email they acted under (kept if their account is later deleted).
    await first.getByText(`(${ADMIN_EMAIL})`).waitFor();
    expect(await first.textContent()).toContain(`(${ADMIN_EMAIL}) created circle`);
    await first.getByText('Changes').click();
    await first.getByText(`"${name}"`).waitFor();
  });

  it('has no WCAG 2.1 AA violations in its tabs and dialogs, on a phone and a desktop', async () => {
    const page = await browser.newPage();
    await signInAdmin(page);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await openDashboard(page);
      for (const tab of ['Circles', 'Posts', 'Events', 'Activity']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('region', { name: tab }).waitFor();
        expect({ tab, viewport, found: await axeScan(page) }).toEqual({ tab, viewport, found: [] });
      }
    }
    await page.getByRole('tab', { name: 'Circles' }).click();
    await page.getByRole('button', { name: 'Create Circle' }).click();
    expect(await axeScan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('button', { name: 'Date: Pick a date' }).click();
    await page.locator('[data-day]:focus').waitFor();
    expect(await axeScan(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('button', { name: 'View post details' }).first().click();
    await page.getByRole('dialog', { name: 'Post Details' }).waitFor();
    expect(await axeScan(page)).toEqual([]);
  });

  it("turns away a member who opens /admin with 'Access Denied'", async () => {
    const page = await browser.newPage();
    await signUp(page, 'not-admin', { premium: true });
    await page.goto('/admin');
    await toast(page, 'Access Denied').waitFor();
    await toast(page, "You don't have permission to access the admin dashboard.").waitFor();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
  });
});
