import type { PGlite } from '@electric-sql/pglite';
import type { CustomTypesConfig } from 'pg';
import { type Database, turnsFor } from './client';

/** A value a prepared statement is run with: spelled out as a literal on PGlite, bound on PostgreSQL. */
type StatementValue = number | string | boolean | null;

/** Runs the statement with these values (as many as its parameter types) and answers its rows as arrays. */
type PreparedStatement = (values: StatementValue[]) => Promise<unknown[][]>;

/**
 * A hot read, planned once per engine session rather than per request. PGlite parses and plans
 * every statement it is sent (a few joins cost more to plan than to run), so there it is PREPAREd
 * once and run by EXECUTE over the simple protocol, its values spelled out as literals (EXECUTE
 * takes no bound parameters there); on PostgreSQL it is a named statement that node-postgres
 * prepares once per connection. `text` uses $1..$n, one per entry of `types`. Times, dates and
 * intervals come back as the text PostgreSQL sent, on both engines. Asked for again with the same
 * name on the same database, it answers the statement already made.
 */
export function preparedStatement(database: Database, statement: StatementDefinition): PreparedStatement {
  let made = madeFor.get(database);
  if (!made) {
    made = new Map();
    madeFor.set(database, made);
  }
  const existing = made.get(statement.name);
  if (existing) {
    if (existing.text !== statement.text) throw new Error(`Two statements named ${statement.name}`);
    return existing.run;
  }
  const run = makePreparedStatement(database, statement);
  made.set(statement.name, { text: statement.text, run });
  return run;
}

export interface StatementDefinition {
  name: string;
  types: string[];
  text: string;
}

/** Each database's statements by name, made on first use: features define them before any database is open. */
const madeFor = new WeakMap<Database, Map<string, { text: string; run: PreparedStatement }>>();

function makePreparedStatement(database: Database, statement: StatementDefinition): PreparedStatement {
  const { pglite, pool } = database;
  if (pglite) {
    const onItsTurn = turnsFor(pglite);
    const prepare = `PREPARE ${statement.name}(${statement.types.join(', ')}) AS ${statement.text}`;
    return async (values) => {
      const execute = `EXECUTE ${statement.name}(${values.map(literal).join(', ')})`;
      const [result] = await onItsTurn(async () => {
        await prepareOnce(pglite, statement.name, prepare);
        return pglite.exec(execute, { rowMode: 'array' });
      });
      return (result?.rows ?? []) as unknown as unknown[][];
    };
  }
  if (!pool) throw new Error('A prepared statement needs PGlite or a PostgreSQL pool');
  const types = rawDateTypes();
  const query = { name: statement.name, text: statement.text, rowMode: 'array' as const };
  return async (values) => (await pool.query<unknown[]>({ ...query, types: await types, values })).rows;
}

/** A value as an SQL literal: integers and booleans as they are, text quoted (quotes doubled). */
export function literal(value: StatementValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer for a prepared statement: ${value}`);
    return String(value);
  }
  if (value.includes('\u0000')) throw new Error('Text with a NUL byte for a prepared statement');
  // standard_conforming_strings is on (PostgreSQL's default since 9.1): a backslash is an ordinary character.
  return `'${value.replaceAll("'", "''")}'`;
}

/** Prepared statements live in the engine's session: each is prepared once per PGlite instance. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
function prepareOnce(pglite: PGlite, name: string, prepare: string): Promise<unknown> {
  let statements = preparedIn.get(pglite);
  if (!statements) {
    statements = new Map();
    preparedIn.set(pglite, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = pglite.exec(prepare).catch((error: unknown) => {
      statements.delete(name);
      throw error;
    });
    statements.set(name, prepared);
  }
  return prepared;
}

/**
 * Times and dates as the text PostgreSQL sent, as on PGlite; other types as node-postgres parses
 * them. Asked for only on PostgreSQL, where node-postgres is loaded already (the embedded database
 * never loads it).
 */
async function rawDateTypes(): Promise<CustomTypesConfig> {
  const { default: pg } = await import('pg');
  const { TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL } = pg.types.builtins;
  const rawTypes = new Set<number>([TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL]);
  const raw = (value: string) => value;
  return {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      rawTypes.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'),
  };
}
