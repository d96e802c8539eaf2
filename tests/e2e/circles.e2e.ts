import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  circleId,
  hold,
  layoutShift,
  memberMaker,
  PHOTO,
  postCard,
  watchLayoutShifts,
} from './circles-support';
import { setupBrowser, toast } from './support';

const browser = setupBrowser();
const member = memberMaker(browser);

describe('the Wellness Circle in the browser', () => {
  it('a premium member joins, posts a photo, likes, comments, RSVPs and downloads the reminder; a second member sees it', async () => {
    const ayla = await member('Ayla');
    const id = await circleId(ayla, 'Emotional Resilience');
    await ayla.goto('/circle');
    await ayla.getByRole('heading', { name: 'Wellness Circle', level: 1 }).waitFor();
    await ayla.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Circle' }).waitFor();
    expect(await ayla.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard');

    // My Circles is empty until she joins; Explore Circles goes back to Discover.
    await ayla.getByRole('tab', { name: 'My Circles' }).click();
    await ayla.getByText('No Circles Joined Yet').waitFor();
    await ayla.getByRole('button', { name: 'Explore Circles' }).click();
    await ayla.getByRole('tab', { name: 'Discover', selected: true }).waitFor();

    const resilience = ayla.getByRole('article', { name: 'Emotional Resilience' });
    await resilience.getByRole('button', { name: 'Join Circle' }).click();
    await ayla.waitForURL(`**/circle/${id}`);
    await ayla.getByRole('heading', { name: 'Emotional Resilience', level: 1 }).waitFor();
    await ayla.getByRole('button', { name: 'Leave Circle' }).waitFor();
    await ayla.getByRole('navigation', { name: 'Main' }).waitFor();

    // Compose: Post stays disabled until there is text or media; a photo can be removed before posting.
    const post = ayla.getByRole('button', { name: 'Post', exact: true });
    expect(await post.isDisabled()).toBe(true);
    const attach = ayla.locator('input[type=file]');
    await attach.setInputFiles(PHOTO);
    const attached = ayla.getByRole('list', { name: 'Attached media' });
    await attached.getByRole('img', { name: 'Photo 1 to post' }).waitFor();
    expect(await post.isDisabled()).toBe(false);
    await ayla.getByRole('button', { name: 'Remove photo 1' }).click();
    await attached.waitFor({ state: 'detached' });
    expect(await post.isDisabled()).toBe(true);
    const words = `Morning pages by the window, a small win today ${Date.now()} #gratitude`;
    await ayla.getByPlaceholder('Share something with the circle...').fill(words);
    await attach.setInputFiles(PHOTO);
    await attached.getByRole('img').waitFor();
    await post.click();

    const mine = postCard(ayla, words);
    await mine.getByText('Just now').waitFor();
    await mine.getByRole('listitem').filter({ hasText: '#gratitude' }).waitFor();
    const photo = mine.getByRole('img', { name: 'Photo 1 shared by Ayla A.' });
    await photo.waitFor();
    await expect.poll(() => ayla.getByPlaceholder('Share something with the circle...').inputValue()).toBe('');
    await ayla.getByRole('list', { name: 'Attached media' }).waitFor({ state: 'detached' });
    // The photo sits in a 3:2 frame.
    const frame = await photo.locator('xpath=..').boundingBox();
    expect(frame && Math.abs(frame.width / frame.height - 1.5)).toBeLessThan(0.02);

    // Like: pressed at once, and still pressed after a reload (it was saved).
    const like = mine.getByRole('button', { name: /^Like/ });
    await mine.getByRole('button', { name: 'Like 0', pressed: false }).waitFor();
    await like.click();
    await mine.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();

    // Comments: Shift+Enter is a new line, Enter sends.
    const commentsToggle = mine.getByRole('button', { name: /^Comments/ });
    expect(await commentsToggle.getAttribute('aria-expanded')).toBe('false');
    await commentsToggle.click();
    await mine.getByRole('button', { name: /^Comments/, expanded: true }).waitFor();
    await mine.getByText('No comments yet. Be the first to comment!').waitFor();
    const box = mine.getByPlaceholder('Write a comment...');
    await box.fill('Thank you all');
    await box.press('Shift+Enter');
    expect(await box.inputValue()).toBe('Thank you all\n');
    await box.pressSequentially('for listening');
    await box.press('Enter');
    await mine.getByRole('list', { name: 'Comments' }).getByText('for listening').waitFor();
    expect(await box.inputValue()).toBe('');
    await mine.getByRole('button', { name: 'Comments 1' }).waitFor();

    await ayla.reload();
    await postCard(ayla, words).getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    await postCard(ayla, words).getByRole('button', { name: 'Comments 1' }).waitFor();

    // Events: RSVP and the calendar reminder.
    await ayla.getByRole('tab', { name: 'Events' }).click();
    const event = ayla.getByRole('list', { name: 'Upcoming events' }).getByRole('article').first();
    const title = ((await event.getByRole('heading').textContent()) ?? '').trim();
    const rsvp = event.getByRole('button', { name: 'RSVP' });
    const attendees = Number(/(\d+) attendee/.exec((await event.textContent()) ?? '')?.[1]);
    await rsvp.click();
    await event.getByRole('button', { name: 'Going ✓', pressed: true }).waitFor();
    await event.getByText(`${attendees + 1} attendee`).waitFor();
    const [download] = await Promise.all([
      ayla.waitForEvent('download'),
      event.getByRole('button', { name: 'Remind' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await fs.readFile(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`SUMMARY:${title.replace(/([,;\\])/g, '\\$1')}`);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}\r\n/);
    const myEvents = (await (await ayla.request.get('/api/circle-events')).json()) as Array<{
      title: string;
      isRSVPed: boolean;
    }>;
    expect(myEvents.find((e) => e.title === title)?.isRSVPed).toBe(true);

    // A second member sees the post and the comment, without having joined; nothing moves as it loads.
    const selin = await member('Selin');
    await watchLayoutShifts(selin);
    await selin.goto(`/circle/${id}`);
    const seen = postCard(selin, words);
    await seen.getByText('Ayla A.').waitFor();
    await seen.getByRole('img', { name: 'Photo 1 shared by Ayla A.' }).waitFor();
    await seen.getByRole('button', { name: 'Like 1', pressed: false }).waitFor();
    await seen
      .getByRole('img', { name: 'Photo 1 shared by Ayla A.' })
      .evaluate((img: HTMLImageElement) => img.decode());
    expect(await layoutShift(selin)).toBeLessThan(0.02);
    await seen.getByRole('button', { name: 'Comments 1' }).click();
    await seen.getByRole('list', { name: 'Comments' }).getByText('for listening').waitFor();
  });

  it('members see who is in the circle, with bio and no dead-end Message button; leaving goes back to the hub', async () => {
    const nur = await member('Nur');
    const id = await circleId(nur, 'Self-Confidence');
    // The bio is set on the profile form.
    await nur.goto('/profile');
    await nur.getByLabel('Bio').fill('Learning to take up space, one small yes at a time.');
    await nur.getByRole('button', { name: 'Save Changes' }).click();
    await toast(nur, 'Profile Updated').waitFor();
    expect((await nur.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);

    const esra = await member('Esra');
    await esra.goto(`/circle/${id}`);
    await esra.getByText('Join this circle to take part.').waitFor();
    await esra.getByRole('button', { name: 'Join Circle' }).click();
    await esra.getByRole('button', { name: 'Leave Circle' }).waitFor();
    await esra.getByPlaceholder('Share something with the circle...').waitFor();
    await esra.getByRole('tab', { name: 'Members' }).click();
    const card = esra.getByRole('article', { name: 'Nur A.' });
    await card.getByText('Joined today').waitFor();
    await card.getByText('Learning to take up space, one small yes at a time.').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await esra.getByText('Coming soon in the next update!').count()).toBe(0);

    await esra.getByRole('button', { name: 'Leave Circle' }).click();
    await esra.waitForURL((url) => url.pathname === '/circle');
    await esra.getByRole('tab', { name: 'My Circles' }).click();
    await esra.getByText('No Circles Joined Yet').waitFor();
  });

  it('a like, comment or RSVP the server refuses is taken back, with a toast saying why', async () => {
    const page = await member('Lale');
    const id = await circleId(page, 'Career Clarity');
    expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    const words = `Asked for the raise today ${Date.now()}`;
    expect((await page.request.post(`/api/circles/${id}/posts`, { data: { content: words } })).status()).toBe(201);
    // Each refusal is held back until the optimistic change has been seen.
    const likeRefusal = hold();
    const commentRefusal = hold();
    await page.route('**/api/posts/*/like', async (route) => {
      await likeRefusal.held;
      await route.fulfill({ status: 429, json: { message: 'Too many likes. Please try again in 5 minutes.' } });
    });
    await page.route('**/api/posts/*/comments', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await commentRefusal.held;
      await route.fulfill({ status: 429, json: { message: 'Too many comments. Please try again in 5 minutes.' } });
    });
    await page.goto(`/circle/${id}`);
    const card = postCard(page, words);
    await card.getByRole('button', { name: 'Like 0' }).click();
    await card.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    likeRefusal.release();
    await toast(page, 'Too many likes. Please try again in 5 minutes.').waitFor();
    await card.getByRole('button', { name: 'Like 0', pressed: false }).waitFor();

    await card.getByRole('button', { name: /^Comments/ }).click();
    await card.getByText('No comments yet. Be the first to comment!').waitFor();
    const box = card.getByPlaceholder('Write a comment...');
    await box.fill('So proud of you');
    await box.press('Enter');
    await card.getByRole('list', { name: 'Comments' }).getByText('So proud of you').waitFor();
    await card.getByRole('button', { name: 'Comments 1' }).waitFor();
    commentRefusal.release();
    await toast(page, 'Too many comments. Please try again in 5 minutes.').waitFor();
    await card.getByText('No comments yet. Be the first to comment!').waitFor();
    await card.getByRole('button', { name: 'Comments 0' }).waitFor();
    // Her words are given back to send again.
    await expect.poll(() => box.inputValue()).toBe('So proud of you');

    const rsvpRefusal = hold();
    await page.route('**/api/circle-events/*/rsvp', async (route) => {
      await rsvpRefusal.held;
      await route.fulfill({ status: 409, json: { message: 'This event is full. No spots are left.' } });
    });
    await page.goto('/circle');
    await page.getByRole('tab', { name: 'Events' }).click();
    const event = page.getByRole('list', { name: 'Upcoming events' }).getByRole('article').first();
    await event.getByRole('button', { name: 'RSVP' }).click();
    await event.getByRole('button', { name: 'Going ✓', pressed: true }).waitFor();
    rsvpRefusal.release();
    await toast(page, 'This event is full. No spots are left.').waitFor();
    await event.getByRole('button', { name: 'RSVP', pressed: false }).waitFor();
  });

  it('a comment that speaks of a crisis is published and its author is offered help, warmly', async () => {
    const page = await member('Ece');
    const id = await circleId(page, 'Motherhood');
    expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    const words = `Night feeds again ${Date.now()}`;
    expect((await page.request.post(`/api/circles/${id}/posts`, { data: { content: words } })).status()).toBe(201);
    await page.goto(`/circle/${id}`);
    const card = postCard(page, words);
    await card.getByRole('button', { name: /^Comments/ }).click();
    const box = card.getByPlaceholder('Write a comment...');
    await box.fill('Some nights I feel there is no reason to go on.');
    const [sent] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && /\/api\/posts\/\d+\/comments$/.test(r.url())),
      box.press('Enter'),
    ]);
    // Her language and time zone go along, so the help lines can be her country's.
    const browserSays = await page.evaluate(() => ({
      locale: navigator.language,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }));
    expect(sent.postDataJSON()).toEqual({ content: 'Some nights I feel there is no reason to go on.', ...browserSays });
    const dialog = page.getByRole('alertdialog', { name: 'You are not alone' });
    await dialog.getByText(/you do not have to carry it alone/).waitFor();
    await dialog.getByText(/findahelpline\.com/).waitFor();
    await dialog.getByRole('button', { name: 'Thank you' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('list', { name: 'Comments' }).getByText('no reason to go on').waitFor();
  });

  it('shows skeletons while the feed loads, and loads older posts as the member scrolls', async () => {
    const [first, second] = [await member('Sema'), await member('Filiz')];
    const id = await circleId(first, 'Love & Relationships');
    const stamp = Date.now();
    // 25 posts from two members (each may post 20 an hour), more than one page of 20.
    for (const [index, page] of [first, second].entries()) {
      expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
      for (let n = 0; n < 13 - index; n += 1) {
        const content = `Letter ${index * 13 + n} of ${stamp}`;
        expect((await page.request.post(`/api/circles/${id}/posts`, { data: { content } })).status()).toBe(201);
      }
    }
    const feed = hold();
    await first.route(`**/api/circles/${id}/posts`, async (route) => {
      await feed.held;
      await route.continue();
    });
    await first.goto(`/circle/${id}`);
    await first.getByRole('status').filter({ hasText: 'Loading posts...' }).waitFor({ state: 'attached' });
    feed.release();
    await postCard(first, `Letter 24 of ${stamp}`).waitFor();
    expect(await postCard(first, `Letter 0 of ${stamp}`).count()).toBe(0);
    await first.getByRole('button', { name: 'Load more posts' }).scrollIntoViewIfNeeded();
    await postCard(first, `Letter 0 of ${stamp}`).waitFor();
  });

  it('Share copies a link that opens the post; Report sends what is wrong to the moderators', async () => {
    const page = await member('Hande');
    const id = await circleId(page, 'Self-Confidence');
    expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    const words = `Said no to a meeting that could have been an email ${Date.now()}`;
    const created = await page.request.post(`/api/circles/${id}/posts`, { data: { content: words } });
    const postId = ((await created.json()) as { id: number }).id;
    for (let n = 0; n < 4; n += 1) {
      const later = await page.request.post(`/api/circles/${id}/posts`, {
        data: { content: `A longer note after it, number ${n}: ${'calm words, '.repeat(30)}` },
      });
      expect(later.status()).toBe(201);
    }
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // Desktop Chromium on Linux has no share sheet, so the link is copied.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`/circle/${id}`);
    await postCard(page, words).getByRole('button', { name: 'Share' }).click();
    await toast(page, 'Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/circle/${id}#post-${postId}`);

    const reader = await member('Pelin');
    expect((await reader.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    await reader.goto(link);
    const shared = postCard(reader, words);
    await shared.waitFor();
    await reader.waitForFunction((target) => {
      const box = document.getElementById(target)?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < 200;
    }, `post-${postId}`);

    await shared.getByRole('button', { name: 'Report' }).click();
    const dialog = reader.getByRole('alertdialog', { name: 'Report this post' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please tell us what is wrong with it').waitFor();
    await dialog.getByLabel('What is wrong with it?').fill('It names someone who did not agree to it.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await toast(reader, 'Thank you for telling us').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Her own posts offer no Report.
    expect(await postCard(page, words).getByRole('button', { name: 'Report' }).count()).toBe(0);
  });

  it('the circle screens have no axe violations (WCAG 2.1 AA)', async () => {
    const page = await member('Aylin');
    const id = await circleId(page, 'Emotional Resilience');
    expect((await page.request.put(`/api/circles/${id}/membership`)).status()).toBe(200);
    const upload = await page.request.post('/api/circle-media', {
      multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await fs.readFile(PHOTO) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const words = `Breathing through it ${Date.now()} #breath`;
    const created = await page.request.post(`/api/circles/${id}/posts`, {
      data: { content: words, mediaIds: [((await upload.json()) as { id: number }).id] },
    });
    expect(created.status()).toBe(201);

    const scan = async (where: string) => {
      await page.waitForTimeout(300); // entrance animations, so colours are measured as seen
      expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
    };
    await page.goto('/circle');
    await page.getByRole('article', { name: 'Emotional Resilience' }).waitFor();
    await scan('hub: Discover');
    await page.getByRole('tab', { name: 'Events' }).click();
    await page.getByRole('list', { name: 'Upcoming events' }).waitFor();
    await scan('hub: Events');
    await page.goto(`/circle/${id}`);
    const card = postCard(page, words);
    await card.getByRole('button', { name: /^Comments/ }).click();
    await card.getByPlaceholder('Write a comment...').waitFor();
    await scan('circle: Feed');
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('list', { name: 'Members' }).waitFor();
    await scan('circle: Members');
  });

  it('a free member sees the Premium Feature card and is sent back from /circle/3', async () => {
    const page = await member('Derya', { premium: false });
    await page.goto('/circle');
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/premium');
    expect(await page.getByRole('tablist').count()).toBe(0);
    await page.goto('/circle/3');
    await page.waitForURL((url) => url.pathname === '/circle');
    await page.getByRole('heading', { name: 'Premium Feature' }).waitFor();
  });
});
