import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { openPgliteDir } from '../src/db/open-pglite';

let counter = 0;

/**
 * A database of this test file's own: an empty migrated PGlite database, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created from the migrated template database.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `${template.replace('telve_tpl_', 'telve_t_')}_${process.pid}_${counter++}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), migrate: false });
    return { ...database, url: target.toString() };
  }
  const engine = idle.pop() ?? (await openEngine());
  const lease = leaseOf(engine.client);
  const database = await openDatabase({ pglite: lease.client, migrate: false });
  return { ...database, close: () => lease.release(() => giveBack(engine)) };
}

/**
 * PGlite engines of this worker, emptied and waiting for the next file. Opening one (a copy of the
 * migrated template cluster, then PGlite's start) cost ~0.6 s of CPU, once per file; emptying one
 * costs a few milliseconds. Two are kept: a file opens at most a few at once.
 */
const idle: Engine[] = [];
const IDLE_ENGINES = 2;

interface Engine {
  client: PGlite;
  dir: string;
  /** The catalog's size when it was opened: a file that changed the schema leaves another. */
  schema: string;
}

async function openEngine(): Promise<Engine> {
  // The way a new server opens its database: a copy of a template cluster, on disk.
  const dir = fs.mkdtempSync(path.join(path.dirname(inject('pgliteTemplate')), 'db-'));
  const client = await openPgliteDir(path.join(dir, 'db'), inject('pgliteTemplate'));
  return { client, dir, schema: await schemaOf(client) };
}

async function closeEngine(engine: Engine): Promise<void> {
  if (!engine.client.closed) await engine.client.close();
  fs.rmSync(engine.dir, { recursive: true, force: true });
}

/** Counts of the catalog's rows: equal unless a constraint, trigger, function, column or relation was left behind. */
async function schemaOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ schema: string }>(
    `select concat_ws(',', (select count(*) from pg_class), (select count(*) from pg_attribute),
       (select count(*) from pg_constraint), (select count(*) from pg_trigger), (select count(*) from pg_proc)) as schema`,
  );
  return rows[0]?.schema ?? '';
}

/**
 * Empties the engine as the template left it: every row deleted (foreign keys and triggers not
 * run, as every table is emptied), every sequence back at 1, and the session's state (prepared
 * statements, settings, LISTENs) discarded. Then it waits for the next file, unless the file
 * closed it, changed the schema, or enough already wait.
 */
async function giveBack(engine: Engine): Promise<void> {
  const { client } = engine;
  try {
    if (client.closed || idle.length >= IDLE_ENGINES || (await schemaOf(client)) !== engine.schema) {
      return await closeEngine(engine);
    }
    await client.exec(EMPTY_ALL);
    // On its own: a multi-statement exec is one transaction, which DISCARD ALL may not run in.
    await client.exec('discard all');
    idle.push(engine);
  } catch (error) {
    await closeEngine(engine);
    throw error;
  }
}

const EMPTY_ALL = `
set session_replication_role = replica;
do $$
declare name text;
begin
  for name in select quote_ident(relname) from pg_class
    where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > 0 loop
    execute 'delete from ' || name;
  end loop;
  for name in select quote_ident(relname) from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S' loop
    perform setval(name, 1, false);
  end loop;
end $$;
reset session_replication_role;
`;

/**
 * The engine as one file sees it: once the file closes its database, every use through it fails as
 * on a closed PGlite (a test may close the database under a running app), while the engine itself
 * is emptied for the next file.
 */
function leaseOf(engine: PGlite): { client: PGlite; release(giveBack: () => Promise<void>): Promise<void> } {
  let released: Promise<void> | undefined;
  const client = new Proxy(engine, {
    get(target, property) {
      if (released) {
        if (property === 'closed') return true;
        throw new Error('PGlite is closed');
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client,
    release: (giveBack) => {
      released ??= giveBack();
      return released;
    },
  };
}
