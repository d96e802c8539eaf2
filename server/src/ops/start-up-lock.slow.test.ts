import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../../test/spawn-server';
import { SAMPLE_CIRCLES } from '../db/seed';

// Ten app processes started together on one empty PostgreSQL database, as a fleet's first deploy:
// the start-up advisory lock lets one migrate and seed while the others wait, then find it done.
// Runs when TEST_DATABASE_URL names a PostgreSQL server (npm run test:postgres). On PGlite the
// question does not arise: one process owns a data directory (data-dir-lock.ts).
const adminUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 10;
const journal = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

const name = `telve_lock_${process.pid}_${Date.now().toString(36)}`;
const servers: ServerProcess[] = [];
const dirs: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function readyWithin(url: string, ms: number): Promise<number> {
  const deadline = Date.now() + ms;
  for (;;) {
    const status = (await fetch(`${url}/api/ready`)).status;
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 500));
  }
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  if (adminUrl) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}, 120_000);

describe.skipIf(!adminUrl)('ten processes starting together on an empty PostgreSQL database', () => {
  it('migrate and seed it once, and all ten serve', { timeout: 720_000 }, async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    const started = await Promise.allSettled(
      Array.from({ length: PROCESSES }, async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-lock-'));
        dirs.push(dataDir);
        const server = await spawnServer(
          { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
          { healthTimeoutMs: 600_000 },
        );
        servers.push(server);
        return server;
      }),
    );
    const failures = started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failures).toEqual([]);
    // Ready: on a machine this busy a ping can outlast /api/ready's 2 s, so each is asked until it answers 200.
    for (const server of servers) expect(await readyWithin(server.url, 60_000)).toBe(200);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const applied = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const circles = await db.query('select name, count(*)::int as n from circles group by name');
      expect(circles.rows).toHaveLength(SAMPLE_CIRCLES.length);
      expect(circles.rows.every((row) => row.n === 1)).toBe(true);
      const locks = await db.query("select count(*)::int as n from pg_locks where locktype = 'advisory'");
      expect(locks.rows[0].n).toBe(0);
    } finally {
      await db.end();
    }
  });
});
