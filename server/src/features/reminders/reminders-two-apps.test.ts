import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../../test/stand-ins/push-service';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { type App, buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';

// Two app instances on one database, each running its own reminder scheduler every 50 ms (a
// minute in production): on PostgreSQL (TEST_DATABASE_URL) two connection pools racing for the
// same claims, as two processes do; on PGlite two apps sharing one engine.
const NOW = new Date('2026-04-01T06:00:00Z');
const MEMBERS = 12;
const ZONES = ['UTC', 'Europe/Istanbul', 'America/Los_Angeles', 'Asia/Kathmandu'];

let push: PushServiceStandIn;
let a: TestApp;
let b: App;
let second: Database;
beforeAll(async () => {
  push = await startPushServiceStandIn();
  const reminders = { schedule: true, everyMs: 50, agent: push.agent };
  a = await startTestApp({}, { now: () => NOW, reminders });
  const url = (a.database as Database & { url?: string }).url;
  second = url ? await openDatabase({ url, migrate: false }) : a.database;
  // The same configuration as the first: another process of the same deployment.
  b = await buildApp(a.app.ctx.config, { database: second, logger: false, now: () => NOW, reminders });
}, 60_000);
afterAll(async () => {
  await b?.close();
  if (second && second !== a?.database) await second.close();
  await a?.close();
  await push?.close();
});

describe('two app instances on one database, each with its scheduler', () => {
  it('send each member exactly one reminder', async () => {
    expect(b.ctx.push.publicKey).toBe(a.app.ctx.push.publicKey);
    const browsers = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, i) => {
        const member = await signUp(a);
        const browser = push.subscribe();
        expect((await member.client.post('/api/push-subscriptions', browser)).status).toBe(201);
        const timeZone = ZONES[i % ZONES.length] ?? 'UTC';
        const time = new Intl.DateTimeFormat('en-GB', {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(NOW);
        expect((await member.client.request('PUT', '/api/reminders', { enabled: true, time, timeZone })).status).toBe(
          200,
        );
        return browser.endpoint;
      }),
    );
    const count = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint).length;
    const deadline = Date.now() + 30_000;
    while (browsers.some((endpoint) => count(endpoint) === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Many more ticks of both, then each has still had one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(browsers.map(count)).toEqual(browsers.map(() => 1));
    expect(push.refused).toEqual([]);
  }, 60_000);
});
