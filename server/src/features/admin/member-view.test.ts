import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUpAdmin, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

// What administrators change is what members see, at once, through the member-facing circles API.

let t: TestApp;
let admin: SignedInMember;
let author: SignedInMember;
let reader: SignedInMember;
let circleId: number;
beforeAll(async () => {
  t = await startTestApp();
  [admin, author, reader] = await Promise.all([signUpAdmin(t), signUpPremium(t), signUpPremium(t)]);
  circleId = (await admin.client.post('/api/admin/circles', { name: 'Seen by members', description: 'd' })).body.id;
  for (const member of [author, reader]) {
    expect((await member.client.request('PUT', `/api/circles/${circleId}/membership`)).status).toBe(200);
  }
});
afterAll(() => t.close());

const feedIds = async (member: SignedInMember) =>
  ((await member.client.get(`/api/circles/${circleId}/posts`)).body.posts as Array<{ id: number }>).map((p) => p.id);

describe('members see administrators’ changes', () => {
  it('a hidden post leaves the feed of others, stays marked for its author, and returns when unhidden', async () => {
    const post = (await author.client.post(`/api/circles/${circleId}/posts`, { content: 'Quiet tea #calm' })).body;
    expect(await feedIds(reader)).toContain(post.id);

    expect((await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { isHidden: true })).status).toBe(200);
    expect(await feedIds(reader)).not.toContain(post.id);
    const own = (await author.client.get(`/api/circles/${circleId}/posts`)).body.posts.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(own).toMatchObject({ isHidden: true });

    expect((await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { isHidden: false })).status).toBe(200);
    expect(await feedIds(reader)).toContain(post.id);
  });

  it("three members' reports hide a post until an administrator dismisses them", async () => {
    const post = (await author.client.post(`/api/circles/${circleId}/posts`, { content: 'Reported one' })).body;
    const reporters = await Promise.all([signUpPremium(t), signUpPremium(t), signUpPremium(t)]);
    for (const [i, member] of reporters.entries()) {
      await member.client.request('PUT', `/api/circles/${circleId}/membership`);
      const reported = await member.client.post(`/api/posts/${post.id}/reports`, { reason: `Reason ${i}` });
      expect(reported.status).toBe(200);
    }
    expect(await feedIds(reader)).not.toContain(post.id);
    const listed = (await admin.client.get('/api/admin/posts?filter=reported')).body.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(listed).toMatchObject({
      isHidden: true,
      hiddenReason: 'reports',
      openReports: 3,
      reportReasons: ['Reason 0', 'Reason 1', 'Reason 2'],
    });

    expect((await admin.client.post(`/api/admin/posts/${post.id}/dismiss-reports`)).status).toBe(200);
    expect(await feedIds(reader)).toContain(post.id);
  });

  it('an edited post reads as edited, with its new tags', async () => {
    const post = (await author.client.post(`/api/circles/${circleId}/posts`, { content: 'Before #old' })).body;
    await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { content: 'After #new' });
    const seen = (await reader.client.get(`/api/circles/${circleId}/posts`)).body.posts.find(
      (p: { id: number }) => p.id === post.id,
    );
    expect(seen).toMatchObject({ content: 'After #new', tags: ['new'] });
  });

  it('events appear, change and go as the administrator makes them', async () => {
    const events = async () => (await reader.client.get(`/api/circles/${circleId}/events`)).body;
    const made = (
      await admin.client.post('/api/admin/events', {
        circleId,
        title: 'New moon walk',
        date: '2031-06-01',
        time: '07:00',
        location: 'Moda',
        description: 'Early',
      })
    ).body;
    expect(await events()).toEqual([
      expect.objectContaining({ id: made.id, title: 'New moon walk', date: '2031-06-01' }),
    ]);
    await admin.client.request('PATCH', `/api/admin/events/${made.id}`, { time: '07:30' });
    expect(await events()).toEqual([expect.objectContaining({ id: made.id, time: '07:30', date: '2031-06-01' })]);
    await admin.client.request('DELETE', `/api/admin/events/${made.id}`);
    expect(await events()).toEqual([]);
  });

  it('an inactive circle leaves Discover and returns when active; a deleted one is gone', async () => {
    const other = (await admin.client.post('/api/admin/circles', { name: 'Comes and goes', description: 'd' })).body;
    const discover = async () =>
      ((await reader.client.get('/api/circles')).body as Array<{ id: number }>).map((c) => c.id);
    expect(await discover()).toContain(other.id);
    await admin.client.request('PATCH', `/api/admin/circles/${other.id}`, { active: false });
    expect(await discover()).not.toContain(other.id);
    expect((await reader.client.get(`/api/circles/${other.id}`)).status).toBe(404);
    await admin.client.request('PATCH', `/api/admin/circles/${other.id}`, { active: true });
    expect(await discover()).toContain(other.id);
    await admin.client.request('DELETE', `/api/admin/circles/${other.id}`);
    expect(await discover()).not.toContain(other.id);
    expect((await reader.client.get(`/api/circles/${other.id}`)).status).toBe(404);
  });
});
