import { PREMIUM_REQUIRED_MESSAGE } from '@contract/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, createEvent, postIn, quickMember } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  png = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#6b4226' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

/** A circle with a member who wrote a post and a comment, another author's post, and an event. */
async function world() {
  const circle = await createCircle(t);
  const member = await quickMember(t, { circleId: circle.id });
  const author = await quickMember(t, { circleId: circle.id });
  const ownPost = await postIn(member.client, circle.id, 'mine');
  const otherPost = await postIn(author.client, circle.id, 'theirs');
  const ownComment = (await member.client.post(`/api/posts/${otherPost}/comments`, { content: 'my comment' })).body.id;
  const otherComment = (await author.client.post(`/api/posts/${otherPost}/comments`, { content: 'their comment' })).body
    .id;
  const event = await createEvent(t, { circleId: circle.id, capacity: 20 });
  await member.client.request('PUT', `/api/circle-events/${event.id}/rsvp`);
  return { circle: circle.id, ownPost, otherPost, ownComment, otherComment, event: event.id, member };
}
type World = Awaited<ReturnType<typeof world>>;

const upload = () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
  return form;
};

/**
 * Every circle route with the status a premium member who has not joined the circle gets, and the
 * one its member gets. Reading is open to every premium member; taking part (posting, commenting,
 * liking, RSVP) is for members; deleting is for the author.
 */
const ROUTES: [string, (w: World) => [string, string, unknown?], number, number][] = [
  ['discover', () => ['GET', '/api/circles'], 200, 200],
  ['my circles', () => ['GET', '/api/circles/mine'], 200, 200],
  ['circle', (w) => ['GET', `/api/circles/${w.circle}`], 200, 200],
  ['join', (w) => ['PUT', `/api/circles/${w.circle}/membership`], 200, 200],
  ['leave', (w) => ['DELETE', `/api/circles/${w.circle}/membership`], 200, 200],
  ['feed', (w) => ['GET', `/api/circles/${w.circle}/posts`], 200, 200],
  ['create post', (w) => ['POST', `/api/circles/${w.circle}/posts`, { content: 'hello' }], 403, 201],
  ['delete own post', (w) => ['DELETE', `/api/posts/${w.ownPost}`], 403, 200],
  ['like', (w) => ['PUT', `/api/posts/${w.otherPost}/like`], 403, 200],
  ['unlike', (w) => ['DELETE', `/api/posts/${w.otherPost}/like`], 403, 200],
  ['comments', (w) => ['GET', `/api/posts/${w.otherPost}/comments`], 200, 200],
  ['create comment', (w) => ['POST', `/api/posts/${w.otherPost}/comments`, { content: 'hi' }], 403, 201],
  ['delete own comment', (w) => ['DELETE', `/api/comments/${w.ownComment}`], 403, 200],
  ['report post', (w) => ['POST', `/api/posts/${w.otherPost}/reports`, { reason: 'spam' }], 403, 200],
  ['report comment', (w) => ['POST', `/api/comments/${w.otherComment}/reports`, { reason: 'spam' }], 403, 200],
  ['hub events', () => ['GET', '/api/circle-events'], 200, 200],
  ['circle events', (w) => ['GET', `/api/circles/${w.circle}/events`], 200, 200],
  ['rsvp', (w) => ['PUT', `/api/circle-events/${w.event}/rsvp`], 403, 200],
  ['cancel rsvp', (w) => ['DELETE', `/api/circle-events/${w.event}/rsvp`], 200, 200],
  ['members', (w) => ['GET', `/api/circles/${w.circle}/members`], 200, 200],
  ['upload media', () => ['POST', '/api/circle-media', 'upload'], 201, 201],
];

describe('who may call each circle route', () => {
  it('covers every circle endpoint of the contract', async () => {
    const { circleEndpoints } = await import('@contract/circles');
    // The preview is every member's (circles.test.ts), the live stream never ends (live.test.ts); the rest are here.
    expect(ROUTES.length + 2).toBe(Object.keys(circleEndpoints).length);
    expect(circleEndpoints.circleLive.access).toBe('premium');
    expect(circleEndpoints.circlePreview.access).toBe('member');
  });

  for (const [name, request, nonMember, member] of ROUTES) {
    it(`${name}: anonymous 401, free 403, admin without premium 403, non-member ${nonMember}, member ${member}`, async () => {
      const w = await world();
      const [method, url, body] = request(w);
      const send = (client: typeof w.member.client) => client.request(method, url, body === 'upload' ? upload() : body);
      const free = await quickMember(t, { premium: false, circleId: w.circle });
      const admin = await quickMember(t, { premium: false, circleId: w.circle, role: 'admin' });
      const outsider = await quickMember(t);

      expect((await send(t.client())).status).toBe(401);
      for (const caller of [free, admin]) {
        const res = await send(caller.client);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: PREMIUM_REQUIRED_MESSAGE, code: 'FORBIDDEN' });
      }
      const asOutsider = await send(outsider.client);
      expect({ name, status: asOutsider.status }).toEqual({ name, status: nonMember });
      const asMember = await send(w.member.client);
      expect({ name, status: asMember.status, body: asMember.body }).toEqual({
        name,
        status: member,
        body: expect.anything(),
      });
    });
  }
});
