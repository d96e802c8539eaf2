import { messages, type PGlite, protocol } from '@electric-sql/pglite';
import type { CustomTypesConfig, Pool } from 'pg';
import { type Database, turnsFor } from './client';

/** A value a statement is run with: always bound as a parameter, never spelled into its SQL. */
export type StatementValue = number | string | boolean | null;

/**
 * A hot statement (db/statements/), planned once per engine session rather than per request, its
 * values bound as parameters on both engines. Run it with a database and one value per `$n`; it
 * answers its rows as arrays, in the statement's column order. Times, dates and intervals come back
 * as the text PostgreSQL sent, on both engines; the statement's own decoder names the fields.
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
  run(database: Database, values: readonly StatementValue[]): Promise<unknown[][]>;
}

const NAME = /^telve_[a-z0-9_]+$/;
/** Every statement's text by name: one name may never stand for two texts (they are per-session). */
const defined = new Map<string, string>();

/**
 * A statement named `name` (telve_...): made on each database the first time it runs there.
 *
 * On PGlite it is parsed once per instance as a named statement, and each run is one batch of the
 * extended protocol (Bind, Execute, Sync) handed to the engine at once: the values bound, the plan
 * kept, and none of the five separate round trips PGlite's own query() makes (parse, describe,
 * bind, describe, execute). Measured: ~0.1 ms a run against ~0.2 ms for PREPARE/EXECUTE with
 * the values quoted into the text, and ~0.45 ms for query(). On PostgreSQL it is a named statement
 * that node-postgres prepares once per connection.
 *
 * The engine's reader costs more per field than per byte: a statement that returns many rows of
 * many columns is faster as one JSON array a row (`json_build_array(...)`), which its decoder names.
 */
export function defineStatement(name: string, text: string): Statement {
  if (!NAME.test(name)) throw new Error(`A statement's name is telve_ and lower-case words: ${name}`);
  const existing = defined.get(name);
  if (existing !== undefined && existing !== text) throw new Error(`Two statements named ${name}`);
  defined.set(name, text);
  return {
    name,
    text,
    run(database, values) {
      const parameters = values.map(toParameter);
      if (database.pglite) return runOnPglite(database.pglite, name, text, parameters);
      if (database.pool) return runOnPostgres(database.pool, name, text, parameters);
      throw new Error('A statement needs PGlite or a PostgreSQL pool');
    },
  };
}

/**
 * Runs the statements in order in one transaction on one PostgreSQL connection and answers each
 * one's rows; rolls back if one fails. For the rare write that must first lock a row another
 * connection could be changing (PGlite runs one statement at a time and never needs it).
 */
export async function inOnePostgresTransaction(
  pool: Pool,
  steps: readonly (readonly [Statement, readonly StatementValue[]])[],
): Promise<unknown[][][]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const answers: unknown[][][] = [];
    for (const [statement, values] of steps) {
      const query = { name: statement.name, text: statement.text, rowMode: 'array' as const };
      const types = await rawDateTypes();
      answers.push((await client.query<unknown[]>({ ...query, types, values: values.map(toParameter) })).rows);
    }
    await client.query('commit');
    return answers;
  } catch (error) {
    // A connection that cannot even roll back is not handed to the next request.
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A value in PostgreSQL's text format, as both engines bind it; text is sent exactly as it is. */
function toParameter(value: StatementValue): string | null {
  return value === null || typeof value === 'string' ? value : String(value);
}

const { serialize } = protocol;
const EXECUTE_AND_SYNC = concat([serialize.execute({}), serialize.sync()]);

/** Each PGlite instance's parsed statements by name, each with its columns' type ids. */
const parsedIn = new WeakMap<PGlite, Map<string, Promise<number[]>>>();

async function runOnPglite(
  pglite: PGlite,
  name: string,
  text: string,
  parameters: (string | null)[],
): Promise<unknown[][]> {
  // On its turn (db/client.ts) and, like PGlite's own exec(), holding the engine's locks.
  return turnsFor(pglite)(() =>
    pglite._runExclusiveTransaction(() =>
      pglite.runExclusive(async () => {
        const columnTypes = await parseOnce(pglite, name, text);
        const bind = serialize.bind({ statement: name, values: parameters });
        const answer = await pglite.execProtocolStream(concat([bind, EXECUTE_AND_SYNC]));
        const rows: unknown[][] = [];
        for (const message of answer) {
          if (message instanceof messages.DataRowMessage) rows.push(parseRow(pglite, message.fields, columnTypes));
        }
        return rows;
      }),
    ),
  );
}

/** Each field through the parser PGlite has for its type (set once when it was opened), as query() would. */
function parseRow(pglite: PGlite, fields: (string | null)[], columnTypes: number[]): unknown[] {
  const row = new Array<unknown>(fields.length);
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const type = columnTypes[i] as number;
    const parser = pglite.parsers[type];
    row[i] = field === null || field === undefined ? null : parser ? parser(field, type) : field;
  }
  return row;
}

/** Parses the statement once per instance (under the lock the caller holds) and learns its columns' types. */
function parseOnce(pglite: PGlite, name: string, text: string): Promise<number[]> {
  let parsed = parsedIn.get(pglite);
  if (!parsed) {
    parsed = new Map();
    parsedIn.set(pglite, parsed);
  }
  let columnTypes = parsed.get(name);
  if (!columnTypes) {
    const parse = concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    columnTypes = pglite.execProtocolStream(parse, { syncToFs: false }).then(
      (answer) =>
        answer.find((m) => m instanceof messages.RowDescriptionMessage)?.fields.map((f) => f.dataTypeID) ?? [],
      (error: unknown) => {
        parsed.delete(name);
        throw error;
      },
    );
    parsed.set(name, columnTypes);
  }
  return columnTypes;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

async function runOnPostgres(
  pool: Pool,
  name: string,
  text: string,
  parameters: (string | null)[],
): Promise<unknown[][]> {
  const query = { name, text, rowMode: 'array' as const, types: await rawDateTypes(), values: parameters };
  return (await pool.query<unknown[]>(query)).rows;
}

/**
 * Times and dates as the text PostgreSQL sent, as on PGlite; other types as node-postgres parses
 * them. Loaded on first use, on PostgreSQL only: the embedded database never loads node-postgres.
 */
let rawDates: Promise<CustomTypesConfig> | undefined;
function rawDateTypes(): Promise<CustomTypesConfig> {
  rawDates ??= loadRawDateTypes();
  return rawDates;
}

async function loadRawDateTypes(): Promise<CustomTypesConfig> {
  const { default: pg } = await import('pg');
  const { TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL } = pg.types.builtins;
  const rawTypes = new Set<number>([TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL]);
  const raw = (value: string) => value;
  return {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      rawTypes.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'),
  };
}
