import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, createEvent, dayFromToday, quickMember, quickMembers } from '../../../test/circles';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { circles, eventRsvps } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('circle events', () => {
  it('lists upcoming events of one circle soonest first, with attendees, spots and RSVP state', async () => {
    const circle = await createCircle(t, { name: `Calm ${Date.now()}` });
    const member = await quickMember(t, { circleId: circle.id });
    const later = await createEvent(t, { circleId: circle.id, date: dayFromToday(5), title: 'Later', capacity: 12 });
    const soon = await createEvent(t, { circleId: circle.id, date: dayFromToday(1), title: 'Soon', time: '08:00' });
    await createEvent(t, { circleId: circle.id, date: dayFromToday(-2), title: 'Past' });
    await member.client.request('PUT', `/api/circle-events/${later.id}/rsvp`);

    const res = await member.client.get(`/api/circles/${circle.id}/events`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: soon.id,
        circleId: circle.id,
        circle: circle.name,
        title: 'Soon',
        date: dayFromToday(1),
        time: '08:00',
        location: 'Online',
        description: 'We meet and breathe.',
        attendees: 0,
        spots: null,
        isRSVPed: false,
      },
      expect.objectContaining({ id: later.id, title: 'Later', attendees: 1, spots: 11, isRSVPed: true }),
    ]);
  });

  it("shows the hub every active circle's upcoming events, not an inactive circle's", async () => {
    const joined = await createCircle(t);
    const notJoined = await createCircle(t);
    const inactive = await createCircle(t, { active: false });
    const member = await quickMember(t, { circleId: joined.id });
    const a = await createEvent(t, { circleId: joined.id, date: dayFromToday(0) });
    const b = await createEvent(t, { circleId: notJoined.id, date: dayFromToday(0) });
    const c = await createEvent(t, { circleId: inactive.id, date: dayFromToday(0) });
    const ids = (await member.client.get('/api/circle-events')).body.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(c.id);
  });
});

describe('RSVP', () => {
  it('toggles idempotently both ways and needs membership to RSVP', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const event = await createEvent(t, { circleId: circle.id, capacity: 5 });
    const rsvp = () => member.client.request('PUT', `/api/circle-events/${event.id}/rsvp`);
    const cancel = () => member.client.request('DELETE', `/api/circle-events/${event.id}/rsvp`);
    expect((await rsvp()).body).toEqual({ isRSVPed: true, attendees: 1, spots: 4 });
    expect((await rsvp()).body).toEqual({ isRSVPed: true, attendees: 1, spots: 4 });
    expect((await cancel()).body).toEqual({ isRSVPed: false, attendees: 0, spots: 5 });
    expect((await cancel()).body).toEqual({ isRSVPed: false, attendees: 0, spots: 5 });

    const outsider = await quickMember(t);
    const refused = await outsider.client.request('PUT', `/api/circle-events/${event.id}/rsvp`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Join this circle to take part.');
  });

  it('refuses a new RSVP at capacity with 409 and a clear message, and keeps an existing one', async () => {
    const circle = await createCircle(t);
    const [first, second] = await quickMembers(t, 2, { circleId: circle.id });
    const event = await createEvent(t, { circleId: circle.id, capacity: 1 });
    expect((await first!.client.request('PUT', `/api/circle-events/${event.id}/rsvp`)).status).toBe(200);
    const full = await second!.client.request('PUT', `/api/circle-events/${event.id}/rsvp`);
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'This event is full. No spots are left.', code: 'CONFLICT' });
    expect((await first!.client.request('PUT', `/api/circle-events/${event.id}/rsvp`)).body).toEqual({
      isRSVPed: true,
      attendees: 1,
      spots: 0,
    });
  });

  it('lets exactly 10 of 50 members in when they RSVP in parallel to an event for 10', async () => {
    const circle = await createCircle(t);
    const members = await quickMembers(t, 50, { circleId: circle.id });
    const event = await createEvent(t, { circleId: circle.id, capacity: 10 });
    const results = await Promise.all(
      members.map((m) => m.client.request('PUT', `/api/circle-events/${event.id}/rsvp`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await t.database.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id))).toHaveLength(10);
  });

  it('refuses an RSVP to a past event (409) and answers 404 for a missing one or an inactive circle', async () => {
    const circle = await createCircle(t);
    const member = await quickMember(t, { circleId: circle.id });
    const past = await createEvent(t, { circleId: circle.id, date: dayFromToday(-1) });
    const res = await member.client.request('PUT', `/api/circle-events/${past.id}/rsvp`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This event has already taken place.');
    expect((await member.client.request('PUT', '/api/circle-events/999999/rsvp')).body.message).toBe('Event not found');
    const upcoming = await createEvent(t, { circleId: circle.id });
    await t.database.db.update(circles).set({ active: false }).where(eq(circles.id, circle.id));
    expect((await member.client.request('PUT', `/api/circle-events/${upcoming.id}/rsvp`)).status).toBe(404);
  });
});
