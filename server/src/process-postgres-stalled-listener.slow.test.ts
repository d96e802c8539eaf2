import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type FreezableProxy, startFreezableProxy } from '../test/freezable-proxy';
import { type ServerProcess, spawnServer } from '../test/spawn-server';

// Two app processes on one PostgreSQL database; B reaches it through a proxy that can freeze B's
// listening connection (decision 0022) as a network partition would: no byte passes, nothing is
// closed. B must still notice a session ended on A, and no write on B may wait for the frozen
// connection, each within a bound. Runs when TEST_DATABASE_URL names a PostgreSQL server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A frozen listener is found out within a heartbeat and a timeout (1 s + 1 s); alone 2.3 s, 3.2-3.5 s
 * beside the whole PostgreSQL suite, and CI's 2-core machine has been slower still. Without the
 * heartbeat the session is never refused and a write waits on the frozen connection for good, so
 * these wide bounds still tell the two apart; how fast is the bench's to say, not this test's.
 */
const REFUSED_WITHIN_MS = 8000;
/** A write waits for the frozen listener no longer than the timeout (1 s); 0.2-0.4 s here, 4.1 s once on CI. */
const ANSWERED_WITHIN_MS = 8000;
/** How long B is watched for; a request still unanswered after it fails the test. */
const WATCH_MS = 15_000;

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let proxy: FreezableProxy | undefined;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  proxy = await startFreezableProxy(database.url ?? '');
  [a, b] = await Promise.all([
    spawnServer({ DATABASE_URL: database.url ?? '' }),
    spawnServer({ DATABASE_URL: proxy.url }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await database?.close();
});

function post(server: ServerProcess, url: string, body: unknown, cookie = '') {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(WATCH_MS),
  });
}

async function register(server: ServerProcess, email: string): Promise<string> {
  const res = await post(server, '/api/register', {
    firstName: 'Dona',
    lastName: 'Kal',
    email,
    password: 'a-frozen-listener',
    dateOfBirth: '1990-01-01',
    intentions: ['Love'],
  });
  expect(res.status).toBe(201);
  return (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

const user = (server: ServerProcess, cookie: string) =>
  fetch(`${server.url}/api/user`, { headers: { cookie }, signal: AbortSignal.timeout(WATCH_MS) });

/** Asks B for the member every 100 ms until it refuses: how long that took and how often it served them. */
async function untilRefused(server: ServerProcess, cookie: string, since: number) {
  let served = 0;
  while (Date.now() - since < WATCH_MS) {
    const status = (await user(server, cookie)).status;
    if (status === 401) return { refusedAfterMs: Date.now() - since, served };
    expect(status).toBe(200);
    served++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { refusedAfterMs: Number.POSITIVE_INFINITY, served };
}

describe.skipIf(!postgres)('a frozen listening connection on PostgreSQL', () => {
  it('neither keeps an ended session alive nor holds a write beyond its bound', async () => {
    if (!a || !b || !proxy) throw new Error('not started');
    const ended = await register(a, 'frozen.ended@telve.test');
    const writer = await register(b, 'frozen.writer@telve.test');
    // B remembers the member (its listening connection opens with its first lookup, and sends its
    // LISTEN a moment later: on a busy machine after the second answer).
    expect((await user(b, ended)).status).toBe(200);
    expect((await user(b, ended)).status).toBe(200);
    await vi.waitFor(() => expect(proxy?.listeningConnections()).toBe(1), { timeout: 5000, interval: 50 });

    proxy.freezeListening();
    expect((await post(a, '/api/logout', undefined, ended)).status).toBe(200);
    const loggedOutAt = Date.now();
    const write = (async () => {
      const res = await post(b, '/api/moods', { mood: 'Calm' }, writer);
      return { status: res.status, ms: Date.now() - loggedOutAt };
    })().catch(() => ({ status: 0, ms: Number.POSITIVE_INFINITY }));
    const refusal = await untilRefused(b, ended, loggedOutAt);
    const answered = await write;

    expect(refusal.refusedAfterMs).toBeLessThan(REFUSED_WITHIN_MS);
    expect(answered.status).toBe(201);
    expect(answered.ms).toBeLessThan(ANSWERED_WITHIN_MS);
  }, 60_000);
});
