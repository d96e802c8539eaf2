import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * PostgreSQL's autovacuum for the embedded engine (decision 0055). PGlite runs PostgreSQL as one
 * backend with no background workers: `autovacuum` reads 'on' but nothing ever vacuums or analyzes.
 * Rows deleted or updated (sessions, fair-use counters, unliked posts) stay in their tables for
 * good, the planner keeps the row counts of the day a table was created, and no page is ever marked
 * all-visible, so an index-only scan reads every row's heap page as well. This does what the
 * autovacuum daemon would, with its default thresholds, one table at a time.
 */

/** PostgreSQL's defaults: autovacuum_vacuum_threshold and _scale_factor. */
const DEAD_ROWS_THRESHOLD = 50;
const DEAD_ROWS_SCALE = 0.2;
/** autovacuum_vacuum_insert_threshold and _scale_factor (PostgreSQL 13 on). */
const INSERTED_ROWS_THRESHOLD = 1000;
const INSERTED_ROWS_SCALE = 0.2;
/** autovacuum_analyze_threshold and _scale_factor. */
const CHANGED_ROWS_THRESHOLD = 50;
const CHANGED_ROWS_SCALE = 0.1;
/**
 * A table of this many pages or more, less than half of them marked all-visible when it was last
 * counted, is vacuumed whatever the counters say: the engine's counters start from zero at every
 * start (PGlite does not keep them), so this is how a pass after a restart sees what came before.
 */
const CATCH_UP_MIN_PAGES = 8;

/** What the engine knows of a table: its catalog entry and its counters since start. */
export interface TableActivity {
  schema: string;
  table: string;
  /** schema.table quoted as identifiers, by the engine. */
  quoted: string;
  /** pg_class.reltuples: -1 for a table never vacuumed or analyzed. */
  rows: number;
  pages: number;
  allVisiblePages: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
}

export type Upkeep = 'vacuum' | 'analyze' | null;

/** What autovacuum would do to the table now: vacuum it (and analyze it), analyze it, or nothing. */
export function upkeepFor(table: TableActivity): Upkeep {
  const rows = Math.max(table.rows, 0);
  if (table.deadRows > DEAD_ROWS_THRESHOLD + DEAD_ROWS_SCALE * rows) return 'vacuum';
  if (table.insertedSinceVacuum > INSERTED_ROWS_THRESHOLD + INSERTED_ROWS_SCALE * rows) return 'vacuum';
  if (table.pages >= CATCH_UP_MIN_PAGES && table.allVisiblePages < table.pages / 2) return 'vacuum';
  if (table.changedSinceAnalyze > CHANGED_ROWS_THRESHOLD + CHANGED_ROWS_SCALE * rows) return 'analyze';
  return null;
}

const ACTIVITY_SQL = `
select s.schemaname as schema, c.relname as table, format('%I.%I', s.schemaname, c.relname) as quoted, c.reltuples::float8 as rows, c.relpages as pages, c.relallvisible as all_visible,
  s.n_dead_tup::int as dead, s.n_ins_since_vacuum::int as inserted, s.n_mod_since_analyze::int as changed
from pg_stat_user_tables s join pg_class c on c.oid = s.relid
order by s.schemaname, c.relname`;

interface ActivityRow {
  schema: string;
  table: string;
  quoted: string;
  rows: number;
  pages: number;
  all_visible: number;
  dead: number;
  inserted: number;
  changed: number;
}

/** Every table (not the catalog's) with its counters, the backend's pending counts included. */
async function readActivity(pglite: PGlite): Promise<TableActivity[]> {
  // A backend reports its counts when it goes idle, which PGlite's never quite does: ask for it.
  await pglite.query('select pg_stat_force_next_flush()');
  const { rows } = await pglite.query<ActivityRow>(ACTIVITY_SQL);
  return rows.map((row) => ({
    schema: row.schema,
    table: row.table,
    quoted: row.quoted,
    rows: Number(row.rows),
    pages: row.pages,
    allVisiblePages: row.all_visible,
    deadRows: row.dead,
    insertedSinceVacuum: row.inserted,
    changedSinceAnalyze: row.changed,
  }));
}

export interface UpkeepDone {
  /** schema.table */
  table: string;
  upkeep: Exclude<Upkeep, null>;
  ms: number;
}

/**
 * One pass: each table that needs it is vacuumed and analyzed, or analyzed, in its own statement, so
 * requests waiting for the engine go between two tables rather than after all of them.
 */
export async function vacuumEmbedded(pglite: PGlite): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const table of await readActivity(pglite)) {
    const upkeep = upkeepFor(table);
    if (!upkeep) continue;
    const started = performance.now();
    await pglite.exec(upkeep === 'vacuum' ? `vacuum (analyze) ${table.quoted}` : `analyze ${table.quoted}`);
    done.push({ table: `${table.schema}.${table.table}`, upkeep, ms: Math.round(performance.now() - started) });
  }
  return done;
}

/** The first pass: after start-up's first answers and the warm-up, as autovacuum's first round. */
const FIRST_PASS_AFTER_MS = 5_000;
/** Then a pass a minute, autovacuum's default naptime. */
const PASS_EVERY_MS = 60_000;

type VacuumLog = { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };

/**
 * Vacuums the embedded engine in the background (on PostgreSQL, its own autovacuum does); a failed
 * pass is logged and tried again at the next. The returned function stops it.
 */
export function scheduleEmbeddedVacuum(
  database: Database,
  log: VacuumLog,
  options: { firstAfterMs?: number; everyMs?: number } = {},
): () => void {
  const pglite = database.pglite;
  if (database.kind !== 'pglite' || !pglite) return () => {};
  let running = false;
  const pass = async () => {
    if (running || pglite.closed) return;
    running = true;
    try {
      const done = await vacuumEmbedded(pglite);
      if (done.length > 0) log.info({ done }, 'vacuumed the embedded database');
    } catch (error) {
      if (!pglite.closed) log.warn({ err: error }, 'vacuuming the embedded database failed');
    } finally {
      running = false;
    }
  };
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void pass();
    every = setInterval(() => void pass(), options.everyMs ?? PASS_EVERY_MS).unref();
  }, options.firstAfterMs ?? FIRST_PASS_AFTER_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
