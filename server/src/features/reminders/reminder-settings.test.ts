import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../../test/stand-ins/push-service';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { pushSubscriptions, users } from '../../db/schema';

let t: TestApp;
let push: PushServiceStandIn;
beforeAll(async () => {
  push = await startPushServiceStandIn();
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const MESSAGES = {
  time: 'Please choose a time of day as HH:MM, from 00:00 to 23:59.',
  timeZone: 'Please send a known time zone, such as Europe/Istanbul.',
  enabled: 'Please say whether the reminder is on.',
  unstorable:
    'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.',
  endpoint: 'The push subscription’s endpoint must be an https address of at most 2048 characters.',
  p256dh: 'The push subscription’s p256dh key must be a P-256 public key in base64url (65 bytes).',
  auth: 'The push subscription’s auth secret must be 16 bytes in base64url.',
  subscription: 'Please send the browser’s push subscription: its endpoint and its p256dh and auth keys.',
  tooMany: 'Reminders can reach at most 10 browsers. Turn them off on one you no longer use first.',
};

describe('the daily reminder settings', () => {
  it('are off at 08:00 until she turns them on, with the server’s VAPID key to subscribe with', async () => {
    const member = await signUp(t);
    const res = await member.client.get('/api/reminders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false, time: '08:00', timeZone: null, publicKey: t.app.ctx.push.publicKey });
    // A P-256 public key, uncompressed: 65 bytes.
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('turn on at her time in her zone, and off in one request that keeps the time', async () => {
    const member = await signUp(t);
    const on = await member.client.request('PUT', '/api/reminders', {
      enabled: true,
      time: '07:30',
      timeZone: 'Europe/Istanbul',
    });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, time: '07:30', timeZone: 'Europe/Istanbul' });
    const off = await member.client.request('PUT', '/api/reminders', {
      enabled: false,
      time: '07:30',
      timeZone: 'Europe/Istanbul',
    });
    expect(off.body).toMatchObject({ enabled: false, time: '07:30' });
    expect((await member.client.get('/api/reminders')).body).toMatchObject({
      enabled: false,
      time: '07:30',
      timeZone: 'Europe/Istanbul',
    });
  });

  it('refuse a bad time, an unknown zone, NUL bytes and huge strings with a 400, leaving them unchanged', async () => {
    const member = await signUp(t);
    const good = { enabled: true, time: '06:45', timeZone: 'America/New_York' };
    await member.client.request('PUT', '/api/reminders', good);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, time: '24:00' }, MESSAGES.time],
      [{ ...good, time: '7:30' }, MESSAGES.time],
      [{ ...good, time: '07:60' }, MESSAGES.time],
      [{ ...good, time: '07:30:00' }, MESSAGES.time],
      [{ ...good, time: '07:3\u0000' }, MESSAGES.unstorable],
      [{ ...good, time: '0'.repeat(30_000) }, MESSAGES.time],
      [{ ...good, timeZone: 'Mars/Olympus_Mons' }, MESSAGES.timeZone],
      [{ ...good, timeZone: 'Europe/Istanbul\u0000' }, MESSAGES.unstorable],
      [{ ...good, timeZone: 'A'.repeat(30_000) }, MESSAGES.timeZone],
      [{ ...good, timeZone: '' }, MESSAGES.timeZone],
      [{ ...good, enabled: 'yes' }, MESSAGES.enabled],
    ];
    for (const [body, message] of cases) {
      const res = await member.client.request('PUT', '/api/reminders', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await member.client.get('/api/reminders')).body).toMatchObject(good);
  });

  it('refuse a change sent from another site', async () => {
    const member = await signUp(t);
    const res = await member.client.request(
      'PUT',
      '/api/reminders',
      { enabled: true, time: '08:00', timeZone: 'UTC' },
      { origin: 'https://elsewhere.example' },
    );
    expect(res.status).toBe(403);
    expect((await member.client.get('/api/reminders')).body.enabled).toBe(false);
  });
});

describe("a browser's push subscription", () => {
  it('is kept for her, renewed when sent again, and forgotten on unsubscribe', async () => {
    const member = await signUp(t);
    const browser = push.subscribe();
    const added = await member.client.post('/api/push-subscriptions', browser);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ subscribed: true });
    const renewed = push.subscribe();
    expect(
      (await member.client.post('/api/push-subscriptions', { endpoint: browser.endpoint, keys: renewed.keys })).status,
    ).toBe(201);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(rows.map((row) => [row.endpoint, row.p256dh, row.auth])).toEqual([
      [browser.endpoint, renewed.keys.p256dh, renewed.keys.auth],
    ]);

    const removed = await member.client.request('DELETE', '/api/push-subscriptions', { endpoint: browser.endpoint });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ subscribed: false });
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.user.id)),
    ).toEqual([]);
  });

  it("cannot remove another member's browser", async () => {
    const [owner, other] = await Promise.all([signUp(t), signUp(t)]);
    const browser = push.subscribe();
    await owner.client.post('/api/push-subscriptions', browser);
    const res = await other.client.request('DELETE', '/api/push-subscriptions', { endpoint: browser.endpoint });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(row?.userId).toBe(owner.user.id);
  });

  it('refuses what is not a push subscription with a 400 and keeps nothing', async () => {
    const member = await signUp(t);
    const { endpoint, keys } = push.subscribe();
    const cases: Array<[unknown, string]> = [
      [{ endpoint: 'http://push.example/abc', keys }, MESSAGES.endpoint],
      [{ endpoint: 'javascript:alert(1)', keys }, MESSAGES.endpoint],
      [{ endpoint: 'not a url', keys }, MESSAGES.endpoint],
      [{ endpoint: `https://push.example/${'a'.repeat(3000)}`, keys }, MESSAGES.endpoint],
      [{ endpoint: `${endpoint}\u0000`, keys }, MESSAGES.unstorable],
      [{ endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } }, MESSAGES.p256dh],
      [{ endpoint, keys: { ...keys, p256dh: `${keys.p256dh.slice(0, -1)}!` } }, MESSAGES.p256dh],
      [{ endpoint, keys: { ...keys, p256dh: 'A'.repeat(50_000) } }, MESSAGES.p256dh],
      [{ endpoint, keys: { ...keys, auth: Buffer.alloc(8).toString('base64url') } }, MESSAGES.auth],
      [{ endpoint, keys: { ...keys, auth: 'A'.repeat(50_000) } }, MESSAGES.auth],
      [{ endpoint }, MESSAGES.subscription],
      [{ endpoint, keys: 'none' }, MESSAGES.subscription],
    ];
    for (const [body, message] of cases) {
      const res = await member.client.post('/api/push-subscriptions', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const bad = await member.client.request('DELETE', '/api/push-subscriptions', { endpoint: 'ftp://x' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: MESSAGES.endpoint });
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.user.id)),
    ).toEqual([]);
  });

  it('reaches at most 10 browsers of one member, exactly, under 50 parallel subscribes', async () => {
    const member = await signUp(t);
    const browsers = Array.from({ length: 50 }, () => push.subscribe());
    const answers = await Promise.all(
      browsers.map((browser) => member.client.post('/api/push-subscriptions', browser)),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status !== 201);
    expect(refused).toHaveLength(40);
    for (const res of refused)
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: MESSAGES.tooMany });
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(rows).toHaveLength(10);
    // One already hers is still renewed at the limit.
    const kept = browsers.find((browser) => rows.some((row) => row.endpoint === browser.endpoint));
    expect((await member.client.post('/api/push-subscriptions', kept)).status).toBe(201);
  });

  it("is in 'Download my data' with the reminder, and goes with her account", async () => {
    const member = await signUp(t);
    await member.client.request('PUT', '/api/reminders', { enabled: true, time: '07:15', timeZone: 'Asia/Tokyo' });
    const browser = push.subscribe();
    await member.client.post('/api/push-subscriptions', browser);
    const data = (await member.client.get('/api/account/export')).body;
    expect(data.reminder).toMatchObject({ enabled: true, time: '07:15', timeZone: 'Asia/Tokyo' });
    expect(data.pushSubscriptions).toEqual([{ endpoint: browser.endpoint, createdAt: expect.any(String) }]);
    // The browser's keys are its own: not in the file.
    expect(JSON.stringify(data)).not.toContain(browser.keys.auth);

    expect((await member.client.post('/api/account/delete', { password: member.password })).status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, member.user.id))).toEqual([]);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
    ).toEqual([]);
  });
});
