import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { type ServerProcess, spawnServer } from '../../../test/spawn-server';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../../test/stand-ins/push-service';
import { insertMember, insertSession } from '../../db/factories';
import { sessionCookieName } from '../../plugins/auth';

// Issue 35: one kind reminder a day across processes. Two app processes on one PostgreSQL database,
// each with its own scheduler looking every 200 ms, and members whose reminder time is this very
// minute in their zones: each browser gets exactly one message. The processes reach the local push
// service over HTTPS, trusting its certificate as they would a vendor's (NODE_EXTRA_CA_CERTS).
// Runs when TEST_DATABASE_URL names a PostgreSQL server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const MEMBERS = 8;
const ZONES = ['UTC', 'Europe/Istanbul', 'America/Los_Angeles', 'Asia/Kathmandu'];
const CERT = path.resolve(import.meta.dirname, '../../../test/stand-ins/push-service-tls/cert.pem');

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let push: PushServiceStandIn;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  push = await startPushServiceStandIn();
  const env = { DATABASE_URL: database.url ?? '', REMINDER_EVERY_MS: '200', NODE_EXTRA_CA_CERTS: CERT };
  [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await push?.close();
  await database?.close();
});

/** The time of day it is now in a zone, as the reminder's 'HH:MM'. */
const nowIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(),
  );

describe.skipIf(!postgres)('morning reminders on two app processes of one PostgreSQL database', () => {
  it('send each member exactly one, whichever process claims it', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    const endpoints: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const user = await insertMember(db, { dateOfBirth: '1990-08-03' });
      const cookie = `${sessionCookieName(false)}=${(await insertSession(db, { userId: user.id })).token}`;
      // Half through each process: the settings are the database's, not a process's.
      const server = i % 2 === 0 ? a : b;
      const send = (method: string, route: string, body: unknown) =>
        fetch(`${server.url}${route}`, {
          method,
          headers: { cookie, 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify(body),
        });
      const browser = push.subscribe();
      expect((await send('POST', '/api/push-subscriptions', browser)).status).toBe(201);
      const timeZone = ZONES[i % ZONES.length] ?? 'UTC';
      expect((await send('PUT', '/api/reminders', { enabled: true, time: nowIn(timeZone), timeZone })).status).toBe(
        200,
      );
      endpoints.push(browser.endpoint);
    }
    const count = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint).length;
    const deadline = Date.now() + 30_000;
    while (endpoints.some((endpoint) => count(endpoint) === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Both processes keep looking a while longer: none sends a second.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(endpoints.map(count)).toEqual(endpoints.map(() => 1));
    expect(push.refused).toEqual([]);
    for (const message of push.received) {
      expect(JSON.parse(message.text)).toMatchObject({ title: 'Telve', url: '/dashboard' });
    }
  }, 90_000);
});
