import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { registrationFor } from '../../test/sign-up';
import { type ServerProcess, spawnServer } from '../../test/spawn-server';
import { openDatabase } from '../db/client';

// SIGTERM in the middle of a stream of writes (sign-ups, each a hash and a transaction): every write
// the server acknowledged with a 2xx is in the database afterwards, requests in flight at the signal
// are finished rather than cut, and the process exits 0. On the embedded database, and on
// PostgreSQL too when TEST_DATABASE_URL names one.
const WORKERS = 6;
const ACKNOWLEDGED_BEFORE_SIGNAL = 12;

const dirs: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Outcome {
  email: string;
  status: number | 'refused';
  sentAfterSignal: boolean;
  answeredAfterSignal: boolean;
}

async function writeUntilRefused(server: ServerProcess): Promise<{ outcomes: Outcome[]; signalledAt: number }> {
  const outcomes: Outcome[] = [];
  let signalledAt = 0;
  let acknowledged = 0;
  const signal = () => {
    if (signalledAt) return;
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
  };
  const worker = async () => {
    // Each worker writes until the server refuses it twice in a row (it has stopped listening).
    let refusals = 0;
    while (refusals < 2) {
      const registration = registrationFor();
      const sentAfterSignal = signalledAt > 0;
      let status: Outcome['status'];
      try {
        const res = await fetch(`${server.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registration),
        });
        await res.arrayBuffer();
        status = res.status;
        refusals = 0;
      } catch {
        status = 'refused';
        refusals += 1;
      }
      outcomes.push({ email: registration.email, status, sentAfterSignal, answeredAfterSignal: signalledAt > 0 });
      if (status === 201 && ++acknowledged === ACKNOWLEDGED_BEFORE_SIGNAL) signal();
      if (status === 'refused' && !signalledAt) throw new Error(`refused before the signal: ${server.output()}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { outcomes, signalledAt };
}

async function storedEmails(options: { dataDir: string } | { url: string }): Promise<Set<string>> {
  if ('url' in options) {
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>('select email from users');
      return new Set(rows.map((row) => row.email));
    } finally {
      await client.end();
    }
  }
  const database = await openDatabase({ dataDir: options.dataDir, migrate: false });
  try {
    const rows = await database.pglite?.query<{ email: string }>('select email from users');
    return new Set(rows?.rows.map((row) => row.email));
  } finally {
    await database.close();
  }
}

const engines = [
  { engine: 'the embedded database', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ engine: 'PostgreSQL', postgres: true }] : []),
];

describe.each(engines)('SIGTERM under a load of writes on $engine', ({ postgres }) => {
  it('loses no acknowledged write, finishes what was in flight and exits 0', { timeout: 600_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-shutdown-'));
    dirs.push(dataDir);
    let url = '';
    if (postgres) {
      const database = await openTestDatabase();
      url = database.url ?? '';
      cleanups.push(() => database.close());
    }
    const server = await spawnServer(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        SEED_SAMPLE_DATA: 'false',
        REGISTRATIONS_PER_HOUR: '100000',
        LOG_LEVEL: 'info',
      },
      // A new data directory runs initdb first: on a busy machine that alone can take a minute.
      { healthTimeoutMs: 300_000 },
    );
    cleanups.push(() => server.stop());

    const { outcomes } = await writeUntilRefused(server);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down"');

    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    const stored = await storedEmails(postgres ? { url } : { dataDir });
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_SIGNAL);
    // Requests in flight at the signal were answered, not cut: some acknowledged after it.
    expect(outcomes.some((o) => o.status === 201 && !o.sentAfterSignal && o.answeredAfterSignal)).toBe(true);
    // Nothing failed on the way down: answered (201), turned away as the server closed (503), or refused.
    expect(outcomes.filter((o) => ![201, 503, 'refused'].includes(o.status))).toEqual([]);
  });
});
