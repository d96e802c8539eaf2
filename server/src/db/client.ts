import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { types } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import { openPgliteDir } from './open-pglite';
import * as schema from './schema';

/** The one database type every service uses, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, for the db layer alone: hot statements (prepared-statement.ts), change notices. */
  pglite?: PGlite;
  /** The PostgreSQL pool, for the db layer alone: hot statements (prepared-statement.ts), change notices. */
  pool?: Pool;
  /** Cheap round trip for the readiness check. */
  ping(): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: on PostgreSQL a session advisory lock, so of many
   * processes starting together on one database one migrates and seeds at a time; on PGlite `work`
   * just runs (one process owns the data directory, data-dir-lock.ts).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Beside this file in development, beside the bundle in dist/ (the build copies them). */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type DatabaseOptions =
  | { url: string; migrate?: boolean }
  | { dataDir: string; migrate?: boolean }
  | { pglite: PGlite; migrate?: boolean };

/** Opens PostgreSQL (url), PGlite on disk (dataDir, locked) or a given PGlite, then applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const shouldMigrate = options.migrate ?? true;
  if ('url' in options) return openPostgres(options.url, shouldMigrate);
  let unlock = () => {};
  let client: PGlite;
  if ('pglite' in options) {
    client = options.pglite;
  } else {
    unlock = lockDataDir(options.dataDir);
    try {
      client = await openPgliteDir(path.join(options.dataDir, 'db'));
    } catch (error) {
      unlock();
      throw error;
    }
  }
  await client.waitReady;
  setRawDateParsers(client);
  const driver = withoutPerQueryParsers(client);
  const db = drizzlePglite(driver, { schema }) as unknown as Db;
  if (shouldMigrate) await migratePglite(drizzlePglite(driver), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exclusively: (work) => work(),
    // The simple protocol costs a third of query()'s parse/bind round (measured: 256 vs 653 µs).
    ping: async () => {
      await client.exec('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

/**
 * A pool on the PostgreSQL server of `url`. node-postgres and drizzle's driver for it are loaded
 * here, only when DATABASE_URL chooses PostgreSQL: the embedded database never uses them.
 */
async function openPostgres(url: string, shouldMigrate: boolean): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const exclusively = <T>(work: () => Promise<T>) => withStartUpLock(pool, work);
  try {
    if (shouldMigrate) await exclusively(() => migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_DIR }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    pool,
    exclusively,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * The key of the session advisory lock processes take to migrate and seed ("telve" in ASCII). Without
 * it, processes starting together on an empty database each began the same migrations, and all but
 * one failed on a table or schema another had just made.
 */
export const START_UP_LOCK_KEY = 0x74656c7665;

/**
 * Holds PostgreSQL's session advisory lock START_UP_LOCK_KEY on a connection of its own while `work`
 * runs (on any connection of the pool); the next process waits in pg_advisory_lock, then finds the
 * work done. The lock goes with its session, so a process that dies holding it frees it.
 */
async function withStartUpLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let healthy = true;
  try {
    await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).catch(() => {
        healthy = false;
      });
    }
  } catch (error) {
    healthy = false;
    throw error;
  } finally {
    // A connection whose unlock failed is closed rather than pooled: closing it ends the lock.
    holder.release(!healthy);
  }
}

/**
 * Dates, times and intervals (and their arrays) as the text PostgreSQL sent: drizzle maps each
 * column itself (timestamps to Date, dates to strings). PGlite is told once, when it is opened.
 */
const RAW_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const raw = (value: string) => value;
const RAW_PARSERS = Object.fromEntries(RAW_TYPES.map((oid) => [oid, raw]));

/** Sets the raw parsers on an open instance: also on the array types, which PGlite derives as it starts. */
function setRawDateParsers(client: PGlite): void {
  Object.assign(client.parsers, RAW_PARSERS);
}

const ARRAY_ROWS: QueryOptions = { rowMode: 'array' };

/**
 * Runs PGlite's statements one at a time, each started on a turn of the event loop of its own.
 * PGlite runs a statement synchronously, and a request's next statement follows in a microtask, so
 * each network event ran its request's statements through to the answer before the event loop
 * could turn; Node accepts one new connection per turn, so under load the turns grew long (300 ms at
 * 50 connections on the circle feed) and a new connection's first answer waited up to 5 s while
 * answers on open ones took 250 ms. Here every statement is started from setImmediate, one per turn,
 * in the order asked, so network events (new connections, new requests) are handled between any
 * two statements, as they are with PostgreSQL's asynchronous driver. A transaction is one turn as a
 * whole: it holds the engine, and its own statements are not queued (as with PGlite's own lock, a
 * transaction must not wait for a statement outside it).
 */
export function turnsFor(client: PGlite): Turns {
  let turns = turnsOf.get(client);
  if (!turns) {
    turns = createTurns();
    turnsOf.set(client, turns);
  }
  return turns;
}

/** Runs `work` on a turn of its own, after the statements asked for before it. */
type Turns = <R>(work: () => Promise<R>) => Promise<R>;

const turnsOf = new WeakMap<PGlite, Turns>();

function createTurns(): Turns {
  let busy = false;
  const waiting: (() => void)[] = [];
  const next = () => {
    const start = waiting.shift();
    // The engine passes straight to the next waiter (busy stays true), on the loop's next turn.
    if (start) setImmediate(start);
    else busy = false;
  };
  const waitTurn = (resolve: () => void) => {
    if (busy) {
      waiting.push(resolve);
    } else {
      busy = true;
      setImmediate(resolve);
    }
  };
  return async (work) => {
    await new Promise<void>(waitTurn);
    try {
      return await work();
    } finally {
      next();
    }
  };
}

/**
 * What drizzle is given instead of the PGlite instance. Drizzle's driver passes its parser table with
 * every query, and PGlite then copies its own 318-entry table into a new one per query (about 150 µs,
 * 13% of a signed-in request's CPU); the instance already has those parsers, so only the row mode is
 * passed on. Statements and transactions take their turns (turnsFor). Drizzle calls nothing but
 * query() and transaction() on its client.
 */
function withoutPerQueryParsers(client: PGlite): PGlite {
  const query = passRowModeOnly(client);
  const onItsTurn = turnsFor(client);
  return {
    query: (...args: Parameters<Transaction['query']>) => onItsTurn(() => query(...args)),
    transaction: <R>(run: (tx: Transaction) => Promise<R>) =>
      onItsTurn(() => client.transaction((tx) => run({ query: passRowModeOnly(tx) } as unknown as Transaction))),
  } as unknown as PGlite;
}

function passRowModeOnly(client: Pick<Transaction, 'query'>): Transaction['query'] {
  return (text, params, options) => client.query(text, params, options?.rowMode === 'array' ? ARRAY_ROWS : undefined);
}
