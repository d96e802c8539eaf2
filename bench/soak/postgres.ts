// A database of the soak's own on a PostgreSQL server: BENCH_DATABASE_URL when set, else the local
// server that .ci/postgres.sh finds or starts (as npm run test:postgres does). Unreachable: the
// reason, and the soak is skipped.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');

export type SoakDatabase = { url: string; drop(): Promise<void> } | { skipped: string };

function serverUrl(): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const printed = execFileSync(path.join(root, '.ci', 'postgres.sh'), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  return printed.trim().split('\n').at(-1) ?? '';
}

/** Creates an empty database (the two processes migrate it together, under their start-up lock). */
export async function soakDatabase(): Promise<SoakDatabase> {
  let url: string;
  try {
    url = serverUrl();
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    return { skipped: stderr.split('\n').at(-1) || (error as Error).message };
  }
  const name = `telve_soak_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { skipped: `cannot create a database at ${redact(url)}: ${(error as Error).message}` };
  } finally {
    await admin.end().catch(() => undefined);
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
