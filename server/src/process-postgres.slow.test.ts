import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type ServerProcess, spawnServer } from '../test/spawn-server';

// Two app processes on one PostgreSQL database, as behind a load balancer: sessions, limits and
// writes are shared through the database. Runs when TEST_DATABASE_URL names a PostgreSQL server.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

async function startServer(): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-pg-proc-'));
  dirs.push(dataDir);
  const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' });
  servers.push(server);
  return server;
}

let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  a = await startServer();
  b = await startServer();
}, 120_000);
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function post(server: ServerProcess, url: string, body: unknown, cookie = '') {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function register(server: ServerProcess, email: string) {
  const password = 'two-processes-cup';
  const res = await post(server, '/api/register', {
    firstName: 'Pola',
    lastName: 'Gres',
    email,
    password,
    dateOfBirth: '1990-01-01',
    intentions: ['Love'],
  });
  expect(res.status).toBe(201);
  return { cookie: (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '', password };
}

describe.skipIf(!postgres)('two app processes on one PostgreSQL database', () => {
  it('share sessions: signed in on one, known on the other; signed out on one, gone on both', async () => {
    const { cookie } = await register(a, 'shared.session@telve.test');
    const onB = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe('shared.session@telve.test');
    expect((await post(b, '/api/logout', undefined, cookie)).status).toBe(200);
    expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
  });

  it('share the sign-in limit: of 50 parallel wrong guesses through both, 10 are checked', async () => {
    const email = 'shared.limit@telve.test';
    const { password } = await register(a, email);
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post(i % 2 ? a : b, '/api/login', { email, password: `wrong-${i}` })),
    );
    const statuses = guesses.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect((await post(a, '/api/login', { email, password })).status).toBe(429);
    expect((await post(b, '/api/login', { email, password })).status).toBe(429);
  });

  it('make one subscription of 20 parallel activations through both', async () => {
    const { cookie } = await register(a, 'shared.premium@telve.test');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? a : b, '/api/activate-demo-subscription', { plan: 'annual' }, cookie),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = await Promise.all(
      results.map(async (res) => ((await res.json()) as { subscription: { id: string } }).subscription.id),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it('keep every acknowledged write when one process is killed (SIGKILL); the other serves them', async () => {
    const { cookie } = await register(a, 'shared.crash@telve.test');
    const victim = await startServer();
    const acknowledged: number[] = [];
    let fortieth = () => {};
    const fortyAcknowledged = new Promise<void>((resolve) => {
      fortieth = resolve;
    });
    const writer = async () => {
      while (acknowledged.length < 40) {
        try {
          const res = await post(victim, '/api/moods', { mood: 'Calm' }, cookie);
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          if (acknowledged.length >= 40) fortieth();
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await fortyAcknowledged;
    victim.child.kill('SIGKILL');
    await victim.exited;
    await Promise.all(writers);

    const res = await fetch(`${b.url}/api/moods`, { headers: { cookie } });
    const stored = ((await res.json()) as Array<{ id: number }>).map((mood) => mood.id);
    expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
  }, 120_000);
});
