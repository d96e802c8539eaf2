import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { asTextColumnReads, generatedHostileStrings, HOSTILE_STRINGS } from '../../test/hostile-strings';
import type { Database } from './client';
import { defineStatement, inOnePostgresTransaction } from './prepared-statement';
import { rateLimits } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const echo = defineStatement(
  'telve_test_echo',
  `select $1::int + 1, $2::text, $3::timestamptz at time zone 'UTC', $2::text = 'it''s', $4::boolean, $5::text`,
);
const same = defineStatement('telve_test_same', 'select $1::text, $1::text = $2::text, octet_length($1::text)');
const asJson = defineStatement('telve_test_json', 'select json_build_array($1::text, $1::text)');
const divide = defineStatement('telve_test_divide', 'select 100 / $1::int');

describe('a statement', () => {
  it('answers rows as arrays: text back unchanged, times as the text PostgreSQL sent, nulls as null', async () => {
    for (const text of ["it's", 'back\\slash']) {
      expect(await echo.run(database, [41, text, '2026-01-02T03:04:05.678901Z', true, null])).toEqual([
        [42, text, '2026-01-02 03:04:05.678901', text === "it's", true, null],
      ]);
    }
  });

  it('binds its values: hostile text comes back exactly, as a value, never as SQL', async () => {
    const texts = [...HOSTILE_STRINGS, ...generatedHostileStrings(500, 30)];
    for (const text of texts) {
      const rows = await same.run(database, [text, text]);
      // One row of three columns: the engine holds the text byte for byte and equal to itself, so
      // nothing of it was read as SQL. (A column's leading U+FEFF is lost on PGlite's way back: below.)
      expect(rows).toEqual([[asTextColumnReads(database, text), true, Buffer.byteLength(text)]]);
      expect(await asJson.run(database, [text])).toEqual([[[text, text]]]);
    }
  });

  it("loses a text column's leading U+FEFF on PGlite, as every PGlite read does, but not inside a JSON array", async () => {
    // test/hostile-strings.ts's asTextColumnReads: PGlite's reader drops it, node-postgres keeps it.
    const [[plain]] = (await same.run(database, ['\ufeffa', 'x'])) as [[string]];
    expect(plain).toBe(database.pglite ? 'a' : '\ufeffa');
    expect(await asJson.run(database, ['\ufeffa'])).toEqual([[['\ufeffa', '\ufeffa']]]);
  });

  it('refuses text with a NUL byte, and the next statement runs', async () => {
    await expect(same.run(database, ['a\u0000b', 'a'])).rejects.toThrow();
    expect(await same.run(database, ['a', 'a'])).toEqual([['a', true, 1]]);
  });

  it('fails with the SQLSTATE, and leaves the engine ready for the next one', async () => {
    await expect(divide.run(database, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await divide.run(database, [4])).toEqual([[25]]);
  });

  it('is named telve_ and lower-case words, and one name never stands for two texts', () => {
    expect(() => defineStatement('Telve-Bad', 'select 1')).toThrow("A statement's name is telve_");
    expect(defineStatement('telve_test_echo', echo.text).name).toBe('telve_test_echo');
    expect(() => defineStatement('telve_test_echo', 'select 2')).toThrow('Two statements named telve_test_echo');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('inOnePostgresTransaction', () => {
  const insert = defineStatement(
    'telve_test_insert_hit',
    'insert into rate_limits (key, window_start, count) values ($1, now(), 1) returning count',
  );

  it('answers each statement’s rows, and commits them together', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL only');
    const answers = await inOnePostgresTransaction(pool, [
      [insert, ['tx:one']],
      [divide, [5]],
    ]);
    expect(answers).toEqual([[[1]], [[20]]]);
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'tx:one'))).toHaveLength(1);
  });

  it('rolls all back when one fails', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('PostgreSQL only');
    await expect(
      inOnePostgresTransaction(pool, [
        [insert, ['tx:two']],
        [divide, [0]],
      ]),
    ).rejects.toMatchObject({ code: '22012' });
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'tx:two'))).toHaveLength(0);
  });
});
