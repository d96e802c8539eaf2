import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { literal, preparedStatement } from './prepared-statement';

describe('a prepared statement value as a literal', () => {
  it('spells integers, booleans and null as they are and quotes text, doubling its quotes', () => {
    expect(literal(42)).toBe('42');
    expect(literal(-7)).toBe('-7');
    expect(literal(true)).toBe('TRUE');
    expect(literal(false)).toBe('FALSE');
    expect(literal(null)).toBe('NULL');
    expect(literal("it's")).toBe("'it''s'");
    expect(literal("'); drop table users; --")).toBe("'''); drop table users; --'");
    expect(literal('back\\slash')).toBe("'back\\slash'");
  });

  it('refuses a number that is not a safe integer and text with a NUL byte', () => {
    expect(() => literal(1.5)).toThrow('Not an integer for a prepared statement: 1.5');
    expect(() => literal(Number.NaN)).toThrow('Not an integer for a prepared statement: NaN');
    expect(() => literal('a\u0000b')).toThrow('Text with a NUL byte for a prepared statement');
  });
});

describe('a prepared statement', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers rows as arrays, text back unchanged and times as the text PostgreSQL sent', async () => {
    const echo = preparedStatement(database, {
      name: 'telve_test_echo',
      types: ['int', 'text', 'timestamptz'],
      text: `select $1 + 1, $2, $3 at time zone 'UTC', $2 = 'it''s'`,
    });
    for (const text of ["it's", 'back\\slash']) {
      expect(await echo([41, text, '2026-01-02T03:04:05.678901Z'])).toEqual([
        [42, text, '2026-01-02 03:04:05.678901', text === "it's"],
      ]);
    }
  });

  it('is made once per database and name, and refuses a second text under the same name', async () => {
    const definition = { name: 'telve_test_once', types: ['int'], text: 'select $1 * 2' };
    const first = preparedStatement(database, definition);
    expect(preparedStatement(database, { ...definition })).toBe(first);
    expect(await first([21])).toEqual([[42]]);
    expect(() => preparedStatement(database, { ...definition, text: 'select $1 * 3' })).toThrow(
      'Two statements named telve_test_once',
    );
  });
});
