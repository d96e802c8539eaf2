import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { circleEvents, eventRsvps } from '../../db/schema';
import { insertCircle } from './test-rows';

let t: TestApp;
let admin: SignedInMember;
let circle: { id: number; name: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
  circle = await insertCircle(t.database.db, { name: 'Full Moon Friends' });
});
afterAll(() => t.close());

const valid = () => ({
  circleId: circle.id,
  title: 'Tea under the full moon',
  date: '2031-03-09',
  time: '19:30',
  location: 'https://meet.example/tea',
  description: 'Bring a cup',
});
const create = (body: Record<string, unknown>) => admin.client.post('/api/admin/events', body);
const patch = (id: number | string, body: unknown) => admin.client.request('PATCH', `/api/admin/events/${id}`, body);

describe('POST /api/admin/events', () => {
  it('makes the event with the administrator as its maker, whatever createdBy the body names', async () => {
    const other = await signUp(t);
    const res = await create({ ...valid(), createdBy: other.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...valid(),
      circleName: 'Full Moon Friends',
      createdBy: admin.user.id,
      createdAt: expect.any(String),
    });
    const [row] = await t.database.db.select().from(circleEvents).where(eq(circleEvents.id, res.body.id));
    expect(row?.createdBy).toBe(admin.user.id);
  });

  it('trims the text fields', async () => {
    const res = await create({ ...valid(), title: '  Spaced  ', location: ' Moda ', description: ' Tea ' });
    expect(res.body).toMatchObject({ title: 'Spaced', location: 'Moda', description: 'Tea' });
  });

  it.each([
    [{ circleId: undefined }, 'Please select a circle'],
    [{ circleId: 0 }, 'Please select a circle'],
    [{ circleId: '3' }, 'Please select a circle'],
    [{ circleId: 999999 }, 'That circle no longer exists. Please select another.'],
    [{ title: ' ' }, 'Please enter an event title'],
    [{ title: 't'.repeat(121) }, 'Event title must be at most 120 characters'],
    [{ date: undefined }, 'Please select a date'],
    [{ date: '' }, 'Please select a date'],
    [{ date: '2031-02-30' }, 'Please pick a real date (yyyy-MM-dd)'],
    [{ date: '2031-2-3' }, 'Please pick a real date (yyyy-MM-dd)'],
    [{ date: '09/03/2031' }, 'Please pick a real date (yyyy-MM-dd)'],
    [{ date: '0000-01-01' }, 'Please pick a real date (yyyy-MM-dd)'],
    [{ time: undefined }, 'Please enter a time between 00:00 and 23:59 (HH:mm)'],
    [{ time: '24:00' }, 'Please enter a time between 00:00 and 23:59 (HH:mm)'],
    [{ time: '9:30' }, 'Please enter a time between 00:00 and 23:59 (HH:mm)'],
    [{ time: '19:60' }, 'Please enter a time between 00:00 and 23:59 (HH:mm)'],
    [{ location: '' }, 'Please enter a location'],
    [{ location: 'l'.repeat(301) }, 'Location must be at most 300 characters'],
    [{ description: '\t' }, 'Please enter a description'],
    [{ description: 'd'.repeat(2001) }, 'Description must be at most 2000 characters'],
  ])('refuses %j with 400 and its message', async (override, message) => {
    const res = await create({ ...valid(), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('accepts the ends of the day and a leap day', async () => {
    for (const [date, time] of [
      ['2032-02-29', '00:00'],
      ['2031-12-31', '23:59'],
    ]) {
      expect((await create({ ...valid(), date, time })).status).toBe(201);
    }
  });
});

describe('GET /api/admin/events', () => {
  it('lists events newest first, with the date as yyyy-MM-dd and the circle name', async () => {
    const first = (await create({ ...valid(), title: 'First' })).body;
    const second = (await create({ ...valid(), title: 'Second', date: '2031-01-02' })).body;
    const list = (await admin.client.get('/api/admin/events')).body as Array<{ id: number }>;
    const ids = list.map((e) => e.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((e) => e.id === second.id)).toMatchObject({ date: '2031-01-02', circleName: 'Full Moon Friends' });
  });
});

describe('PATCH /api/admin/events/{id}', () => {
  it('keeps the date when none is sent, as the edit dialog does without a new pick', async () => {
    const event = (await create(valid())).body;
    const { date: _date, ...withoutDate } = valid();
    const res = await patch(event.id, { ...withoutDate, title: 'Renamed', time: '08:15' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...event, title: 'Renamed', time: '08:15' });
  });

  it('moves the event to another day and circle', async () => {
    const other = await insertCircle(t.database.db);
    const event = (await create(valid())).body;
    const res = await patch(event.id, { date: '2031-04-01', circleId: other.id });
    expect(res.body).toMatchObject({ date: '2031-04-01', circleId: other.id, circleName: other.name });
  });

  it("never changes the event's maker", async () => {
    const event = (await create(valid())).body;
    const res = await patch(event.id, { title: 'Still mine', createdBy: 1 });
    expect(res.body.createdBy).toBe(admin.user.id);
  });

  it.each([
    [{}, 'Please send at least one field to change'],
    [{ createdBy: 5 }, 'Please send at least one field to change'],
    [{ title: '' }, 'Please enter an event title'],
    [{ date: '2031-13-01' }, 'Please pick a real date (yyyy-MM-dd)'],
    [{ time: '7pm' }, 'Please enter a time between 00:00 and 23:59 (HH:mm)'],
    [{ circleId: 999999 }, 'That circle no longer exists. Please select another.'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const event = (await create(valid())).body;
    const res = await patch(event.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 404 for a missing event', async () => {
    const res = await patch(999999, { title: 'Nobody' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Event not found');
  });
});

describe('DELETE /api/admin/events/{id}', () => {
  it('deletes the event and its RSVPs; a second delete is 404', async () => {
    const member = await signUp(t);
    const event = (await create(valid())).body;
    await t.database.db.insert(eventRsvps).values({ eventId: event.id, userId: member.user.id });
    const res = await admin.client.request('DELETE', `/api/admin/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await t.database.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id))).toEqual([]);
    const again = await admin.client.request('DELETE', `/api/admin/events/${event.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Event not found');
  });
});
