import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from './client';
import { scheduleEmbeddedVacuum, type TableActivity, upkeepFor, vacuumEmbedded } from './embedded-vacuum';
import { openPgliteDir } from './open-pglite';

const quiet: TableActivity = {
  schema: 'public',
  table: 't',
  quoted: 'public.t',
  rows: 1000,
  pages: 6,
  allVisiblePages: 6,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
};

describe('what autovacuum would do to a table', () => {
  it('vacuums a table of 1,000 rows from 251 dead rows (50 + 20%)', () => {
    expect(upkeepFor({ ...quiet, deadRows: 250 })).toBeNull();
    expect(upkeepFor({ ...quiet, deadRows: 251 })).toBe('vacuum');
  });

  it('vacuums it from 1,201 rows inserted since its last vacuum (1,000 + 20%)', () => {
    expect(upkeepFor({ ...quiet, insertedSinceVacuum: 1200 })).toBeNull();
    expect(upkeepFor({ ...quiet, insertedSinceVacuum: 1201 })).toBe('vacuum');
  });

  it('analyzes it from 151 rows changed since its last analyze (50 + 10%)', () => {
    expect(upkeepFor({ ...quiet, changedSinceAnalyze: 150 })).toBeNull();
    expect(upkeepFor({ ...quiet, changedSinceAnalyze: 151 })).toBe('analyze');
  });

  it('counts a table never counted (-1 rows) as empty', () => {
    expect(upkeepFor({ ...quiet, rows: -1, deadRows: 51 })).toBe('vacuum');
    expect(upkeepFor({ ...quiet, rows: -1, changedSinceAnalyze: 51 })).toBe('analyze');
  });

  it('vacuums a table of 8 pages or more with fewer than half of them all-visible, whatever the counters', () => {
    expect(upkeepFor({ ...quiet, pages: 8, allVisiblePages: 3 })).toBe('vacuum');
    expect(upkeepFor({ ...quiet, pages: 8, allVisiblePages: 4 })).toBeNull();
    expect(upkeepFor({ ...quiet, pages: 7, allVisiblePages: 0 })).toBeNull();
  });
});

// One engine for the file, as a server opens it (a copy of the migrated template); each test has a schema of its own.
let dir: string;
let db: PGlite;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-vacuum-'));
  db = await openPgliteDir(path.join(dir, 'db'), inject('pgliteTemplate'));
});
afterAll(async () => {
  if (!db.closed) await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A table `likes` in a new schema, with `rows` rows. */
async function likesIn(schema: string, rows: number): Promise<string> {
  await db.exec(`create schema ${schema}; create table ${schema}.likes (id int primary key, note text)`);
  await db.exec(`insert into ${schema}.likes select g, 'x' from generate_series(1, ${rows}) g`);
  return `${schema}.likes`;
}

/** What a pass did to the tables of one schema (the template's own tables are the engine's too). */
async function passOver(schema: string) {
  const done = await vacuumEmbedded(db);
  return done.filter((d) => d.table.startsWith(`${schema}.`)).map(({ table, upkeep }) => ({ table, upkeep }));
}

/** When the table was last vacuumed in this run of the engine. */
async function vacuumedAt(table: string): Promise<Date | null | undefined> {
  const [schema, name] = table.split('.');
  const { rows } = await db.query<{ at: Date | null }>(
    'select coalesce(last_vacuum, last_autovacuum) as at from pg_stat_user_tables where schemaname = $1 and relname = $2',
    [schema, name],
  );
  return rows[0]?.at;
}

/** Heap pages an index-only scan of the table still had to read (none once vacuum marked them all-visible). */
async function heapFetches(table: string): Promise<number> {
  await db.exec('set enable_seqscan = off; set enable_bitmapscan = off');
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze) select id from ${table} where id > 0`);
  await db.exec('reset enable_seqscan; reset enable_bitmapscan');
  const line = rows.map((row) => row['QUERY PLAN']).find((text) => text.includes('Heap Fetches'));
  return Number(line?.match(/Heap Fetches: (\d+)/)?.[1]);
}

describe('a pass over the embedded engine', () => {
  it('vacuums a table once 1,001 rows are written to it, after which its index-only scans read no heap page', async () => {
    const likes = await likesIn('written', 1001);
    expect(await heapFetches(likes)).toBe(1001);

    expect(await passOver('written')).toEqual([{ table: likes, upkeep: 'vacuum' }]);
    expect(await vacuumedAt(likes)).toBeInstanceOf(Date);
    expect(await heapFetches(likes)).toBe(0);
    // Nothing has changed since: the next pass leaves it.
    expect(await passOver('written')).toEqual([]);
  });

  it('only analyzes a table changed a little, and takes away the rows deleted from one changed a lot', async () => {
    const likes = await likesIn('deleted', 2000);
    await passOver('deleted');
    // 2,000 rows: an analyze from 251 rows changed, a vacuum from 451 dead.
    await db.exec(`delete from ${likes} where id <= 300`);
    expect(await passOver('deleted')).toEqual([{ table: likes, upkeep: 'analyze' }]);
    await db.exec(`delete from ${likes} where id <= 800`);
    expect(await passOver('deleted')).toEqual([{ table: likes, upkeep: 'vacuum' }]);
    const { rows } = await db.query<{ dead: number }>(
      "select n_dead_tup::int as dead from pg_stat_user_tables where schemaname = 'deleted'",
    );
    expect(rows[0]?.dead).toBe(0);
  });

  it('quotes the names it is given as identifiers', async () => {
    await db.exec('create schema "odd ""schema"; create table "odd ""schema"."a b" (id int primary key)');
    await db.exec('insert into "odd ""schema"."a b" select generate_series(1, 1100)');
    expect(await passOver('odd "schema')).toEqual([{ table: 'odd "schema.a b', upkeep: 'vacuum' }]);
  });
});

describe('the background passes', () => {
  const log = () => {
    const lines: { obj: object; msg?: string }[] = [];
    return { lines, info: (obj: object, msg?: string) => lines.push({ obj, msg }), warn: () => {} };
  };

  it('leave PostgreSQL to its own autovacuum', async () => {
    const likes = await likesIn('postgres', 1500);
    const seen = log();
    // The engine given beside the kind, to show that the kind alone decides.
    const stop = scheduleEmbeddedVacuum({ kind: 'postgres', pglite: db } as Database, seen, { firstAfterMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(seen.lines).toEqual([]);
    expect(await vacuumedAt(likes)).toBeNull();
  });

  it('run on the embedded engine and say what they did', async () => {
    const likes = await likesIn('background', 1500);
    const seen = log();
    const stop = scheduleEmbeddedVacuum({ kind: 'pglite', pglite: db } as Database, seen, { firstAfterMs: 0 });
    await expect.poll(() => seen.lines.length, { timeout: 5000 }).toBeGreaterThan(0);
    stop();
    expect(seen.lines[0]?.msg).toBe('vacuumed the embedded database');
    expect(await vacuumedAt(likes)).toBeInstanceOf(Date);
  });
});

describe('after a restart', () => {
  it('catches up on a table last counted before it was vacuumed (the engine forgets its counters)', async () => {
    const likes = await likesIn('restart', 5000);
    await db.exec(`analyze ${likes}`);
    await db.close();
    db = await openPgliteDir(path.join(dir, 'db'));
    expect(await heapFetches(likes)).toBe(5000);
    expect(await passOver('restart')).toEqual([{ table: likes, upkeep: 'vacuum' }]);
    expect(await heapFetches(likes)).toBe(0);
  });
});
