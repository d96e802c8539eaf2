// GET /api/user, the request every screen makes, beside the simplest server that could answer it
// (bench/reference/): node:http plus one prepared PGlite query, and node:http plus a pg pool of 10
// with one prepared statement. Each pair runs alternately BENCH_ROUNDS times (default 3) on the same
// data; the medians are compared. PostgreSQL runs when BENCH_DATABASE_URL (or DATABASE_URL, default
// the local test server) can be reached.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { signUpThrough } from '../../server/test/sign-up';
import { spawnServer } from '../../server/test/spawn-server';
import { TestClient } from '../../server/test/test-client';
import { type LoadResult, load, medianOf } from '../lib';
import { spawnReference } from '../reference/spawn-reference';
import type { Budget, Scenario } from './types';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Targets: Telve's requests per second over the reference's, and Telve's p99 at 50 connections. */
const PGLITE_RATIO = 1.2;
const POSTGRES_RATIO = 0.8;
const USER_P99_MS = 30;

/** A premium member signed up on the server at `url`; answers the Cookie header. */
async function premiumCookie(url: string): Promise<string> {
  const member = new TestClient(url);
  await signUpThrough((p, body) => member.post(p, body), {}, { premium: true });
  return member.cookieHeader();
}

/** Telve and the reference, loaded in turn; each one's median. */
async function alternate(engine: string, telveUrl: string, referenceUrl: string, cookie: string) {
  const headers = { cookie };
  for (const url of [telveUrl, referenceUrl]) {
    const res = await fetch(`${url}/api/user`, { headers });
    if (!res.ok) throw new Error(`hot path bench: ${url}/api/user answered ${res.status}`);
  }
  const telve: LoadResult[] = [];
  const reference: LoadResult[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    telve.push(await load(`GET /api/user (${engine})`, { url: `${telveUrl}/api/user`, headers }));
    reference.push(await load(`reference (${engine})`, { url: `${referenceUrl}/api/user`, headers }));
  }
  return {
    telve: medianOf(telve, `GET /api/user, Telve (${engine})`),
    reference: medianOf(reference, `GET /api/user, reference (${engine})`),
  };
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-bench-hot-'));
  const referenceDir = `${dataDir}-reference`;
  try {
    const first = await spawnServer({ DATA_DIR: dataDir }, { entry: 'built' });
    const cookie = await premiumCookie(first.url).finally(() => first.stop());
    // Each server gets its own copy: PGlite is one process's database.
    fs.cpSync(dataDir, referenceDir, { recursive: true });
    const telve = await spawnServer({ DATA_DIR: dataDir }, { entry: 'built' });
    const reference = await spawnReference('pglite-user', { DATA_DIR: referenceDir });
    try {
      return await alternate('PGlite', telve.url, reference.url, cookie);
    } finally {
      await telve.stop();
      await reference.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(referenceDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const name = `telve_bench_hot_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `hot path on PostgreSQL skipped: ${POSTGRES_URL} cannot be reached (${(error as Error).message})`;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-bench-hot-pg-'));
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const telve = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, { entry: 'built' });
    const reference = await spawnReference('postgres-user', { DATABASE_URL: url.toString() }).catch(async (error) => {
      await telve.stop();
      throw error;
    });
    try {
      return await alternate('PostgreSQL', telve.url, reference.url, await premiumCookie(telve.url));
    } finally {
      await telve.stop();
      await reference.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function compare(engine: string, pair: { telve: LoadResult; reference: LoadResult }, ratioTarget: number) {
  const ratio = pair.telve.requestsPerSecond / Math.max(1, pair.reference.requestsPerSecond);
  const line =
    `GET /api/user on ${engine}: Telve ${pair.telve.requestsPerSecond} req/s, p99 ${pair.telve.p99} ms | ` +
    `reference ${pair.reference.requestsPerSecond} req/s, p99 ${pair.reference.p99} ms | ` +
    `ratio ${ratio.toFixed(2)} (target >= ${ratioTarget}), medians of ${ROUNDS} alternating runs`;
  const budgets: Budget[] = [
    { name: `/api/user req/s over reference (${engine})`, value: ratio, limit: ratioTarget, unit: 'x', atLeast: true },
    { name: `/api/user p99 (${engine})`, value: pair.telve.p99, limit: USER_P99_MS, unit: 'ms' },
  ];
  return { line, budgets };
}

export const hotPathScenario: Scenario = {
  name: 'hot path',
  async run() {
    const pglite = await onPglite();
    const results = [pglite.telve, pglite.reference];
    const first = compare('PGlite', pglite, PGLITE_RATIO);
    const lines = [first.line];
    const budgets = [...first.budgets];
    const postgres = await onPostgres();
    if (typeof postgres === 'string') {
      lines.push(postgres);
    } else {
      results.push(postgres.telve, postgres.reference);
      const second = compare('PostgreSQL', postgres, POSTGRES_RATIO);
      lines.push(second.line);
      budgets.push(...second.budgets);
    }
    return { results, lines, budgets };
  },
};
