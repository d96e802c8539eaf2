import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp } from '../../../test/factories';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../../test/stand-ins/push-service';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { pushSubscriptions, reminderSends, users } from '../../db/schema';
import { CALM_REMINDER_LINE } from './reminder-line';
import { sendDueReminders } from './send-reminders';
import { loadVapidKeys } from './vapid-keys';

let t: TestApp;
let push: PushServiceStandIn;
const warnings: Array<{ obj: object; msg?: string }> = [];
const log = { warn: (obj: object, msg?: string) => warnings.push({ obj, msg }) };
beforeAll(async () => {
  push = await startPushServiceStandIn();
  t = await startTestApp({}, { reminders: { agent: push.agent } });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const tick = () => sendDueReminders(t.app.ctx, log);
const receivedBy = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint);

/** A member with the reminder on at `time` in `timeZone`, and one browser subscribed (answering `status`). */
async function remindedMember(options: { time: string; timeZone: string; status?: number; dateOfBirth?: string }) {
  const member = await signUp(t, options.dateOfBirth ? { dateOfBirth: options.dateOfBirth } : {});
  const browser = push.subscribe({ status: options.status });
  expect((await member.client.post('/api/push-subscriptions', browser)).status).toBe(201);
  const settings = { enabled: true, time: options.time, timeZone: options.timeZone };
  expect((await member.client.request('PUT', '/api/reminders', settings)).status).toBe(200);
  return { member, browser };
}

/** The dashboard's horoscope for her sign and local day, as POST /api/horoscope answers it. */
async function dashboardHeadline(member: SignedInMember, sign: string, date: string): Promise<string> {
  const res = await member.client.post('/api/horoscope', { sign, date });
  expect(res.status).toBe(200);
  return res.body.headline;
}

describe('the morning reminder', () => {
  it("comes once, at her time in her zone and not before, with her day's horoscope line, and opens the dashboard", async () => {
    // 07:30 in Tokyo (UTC+9) on 11 March is 22:30 UTC on 10 March.
    t.clock.set(new Date('2026-03-10T22:00:00Z'));
    const { member, browser } = await remindedMember({ time: '07:30', timeZone: 'Asia/Tokyo' });
    t.clock.set(new Date('2026-03-10T22:29:59Z'));
    await tick();
    expect(receivedBy(browser.endpoint)).toEqual([]);

    t.clock.set(new Date('2026-03-10T22:30:00Z'));
    await tick();
    const [message, ...more] = receivedBy(browser.endpoint);
    expect(more).toEqual([]);
    // Her birth date (14 May) is Taurus'; her day is Tokyo's 11 March, though it is still the 10th in UTC.
    const headline = await dashboardHeadline(member, 'Taurus', '2026-03-11');
    expect(headline).toBe('Trade perfect for finished under the halved Moon in Sagittarius.');
    expect(JSON.parse(message?.text ?? '')).toEqual({ title: 'Telve', body: headline, url: '/dashboard' });
    expect(message).toMatchObject({ status: 201, ttl: 43_200, urgency: 'normal', vapidKey: t.app.ctx.push.publicKey });
    expect(message?.subject).toBe('mailto:hello@telve.local');

    for (const minutes of [1, 2, 30]) {
      t.clock.set(new Date(Date.parse('2026-03-10T22:30:00Z') + minutes * 60_000));
      await tick();
    }
    expect(receivedBy(browser.endpoint)).toHaveLength(1);
    // The next morning, the next one.
    t.clock.set(new Date('2026-03-11T22:30:30Z'));
    await tick();
    expect(receivedBy(browser.endpoint)).toHaveLength(2);
    expect(push.refused).toEqual([]);
  });

  it('says the calm fixed line to a member without a birth date', async () => {
    t.clock.set(new Date('2026-03-12T06:00:00Z'));
    const { member, browser } = await remindedMember({ time: '08:00', timeZone: 'Europe/Berlin' });
    await t.database.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, member.user.id));
    t.clock.set(new Date('2026-03-12T07:00:00Z'));
    await tick();
    expect(receivedBy(browser.endpoint).map((message) => JSON.parse(message.text))).toEqual([
      { title: 'Telve', body: 'Your horoscope for today is ready, whenever you are.', url: '/dashboard' },
    ]);
    expect(CALM_REMINDER_LINE).toBe('Your horoscope for today is ready, whenever you are.');
  });

  it('speaks Turkish to a member who chose it: her Turkish headline, or the calm line in Turkish', async () => {
    t.clock.set(new Date('2026-03-12T06:00:00Z'));
    const withSign = await remindedMember({ time: '08:30', timeZone: 'Europe/Istanbul', dateOfBirth: '1992-05-14' });
    const without = await remindedMember({ time: '08:30', timeZone: 'Europe/Istanbul' });
    for (const { member } of [withSign, without]) {
      await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    }
    await t.database.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, without.member.user.id));
    t.clock.set(new Date('2026-03-12T05:30:00Z'));
    await tick();
    const received = (browser: { endpoint: string }) =>
      receivedBy(browser.endpoint).map((message) => JSON.parse(message.text));
    expect(received(withSign.browser)).toEqual([
      {
        title: 'Telve',
        body: 'Yerinde nazikçe dur; Oğlak burcundaki solgun hilal sağlam duruşu destekliyor.',
        url: '/dashboard',
      },
    ]);
    expect(received(without.browser)).toEqual([
      { title: 'Telve', body: 'Bugünkü burç yorumun hazır; ne zaman istersen seni bekliyor.', url: '/dashboard' },
    ]);
  });

  it('never comes while it is off, nor hours late for a time set after it passed', async () => {
    t.clock.set(new Date('2026-03-13T05:00:00Z'));
    const { member, browser } = await remindedMember({ time: '06:00', timeZone: 'UTC' });
    await member.client.request('PUT', '/api/reminders', { enabled: false, time: '06:00', timeZone: 'UTC' });
    t.clock.set(new Date('2026-03-13T06:00:00Z'));
    await tick();
    const late = await remindedMember({ time: '04:00', timeZone: 'UTC' });
    t.clock.set(new Date('2026-03-13T06:05:00Z'));
    await tick();
    expect(receivedBy(browser.endpoint)).toEqual([]);
    expect(receivedBy(late.browser.endpoint)).toEqual([]);
    const claims = await t.database.db.select().from(reminderSends).where(eq(reminderSends.userId, member.user.id));
    expect(claims).toEqual([]);
  });

  it('forgets browsers the push service answers 404 or 410, and logs other failures without her words, trying again only the next day', async () => {
    t.clock.set(new Date('2026-03-14T08:00:00Z'));
    const ok = await remindedMember({ time: '09:00', timeZone: 'Europe/Paris' });
    const member = ok.member;
    const gone404 = push.subscribe({ status: 404 });
    const gone410 = push.subscribe({ status: 410 });
    const broken = push.subscribe({ status: 500 });
    for (const browser of [gone404, gone410, broken]) await member.client.post('/api/push-subscriptions', browser);
    warnings.length = 0;
    const done = await tick();
    expect(done).toMatchObject({ sent: 1, removed: 2, failed: 1 });
    for (const browser of [ok.browser, gone404, gone410, broken]) expect(receivedBy(browser.endpoint)).toHaveLength(1);
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.user.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual([ok.browser.endpoint, broken.endpoint].sort());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toBe('a reminder could not be delivered');
    expect(warnings[0]?.obj).toEqual({ status: 500, subscription: expect.any(Number) });

    t.clock.set(new Date('2026-03-14T08:10:00Z'));
    await tick();
    expect(receivedBy(broken.endpoint)).toHaveLength(1);
    push.answer(broken.endpoint, 201);
    t.clock.set(new Date('2026-03-15T08:00:00Z'));
    await tick();
    expect(receivedBy(broken.endpoint).map((message) => message.status)).toEqual([500, 201]);
  });

  it('goes exactly once to each member when fifty ticks run at once', async () => {
    t.clock.set(new Date('2026-03-16T11:00:00Z'));
    const members = await Promise.all(
      ['Europe/Istanbul', 'Europe/London', 'America/Sao_Paulo', 'Asia/Kolkata', 'UTC'].map((timeZone) => {
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        });
        return remindedMember({ time: local.format(new Date('2026-03-16T12:00:00Z')), timeZone });
      }),
    );
    t.clock.set(new Date('2026-03-16T12:00:00Z'));
    const ticks = await Promise.all(Array.from({ length: 50 }, () => tick()));
    expect(ticks.reduce((sum, done) => sum + done.claimed, 0)).toBe(5);
    for (const { browser } of members) expect(receivedBy(browser.endpoint)).toHaveLength(1);
  });
});

describe("the server's VAPID keys", () => {
  it('are made once and agreed on by processes starting together', async () => {
    const pairs = await Promise.all(Array.from({ length: 20 }, () => loadVapidKeys(t.database.db)));
    for (const pair of pairs) {
      expect(pair).toEqual({ publicKey: t.app.ctx.push.publicKey, privateKey: t.app.ctx.push.privateKey });
    }
  });
});
