import type { Database } from '../src/db/client';
import { mulberry32 } from '../src/lib/seeded-random';

/**
 * Text that would break out of a hand-quoted SQL literal, or be changed on its way through a driver
 * or JSON: quotes, backslashes, dollar quotes, comments, placeholders, and Unicode that is more than
 * one UTF-16 unit or more than one code point. No NUL (the app refuses it before any statement) and
 * no lone surrogates (no UTF-8 text can hold one; both drivers send U+FFFD instead).
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  "'",
  "''",
  "it's",
  "'); drop table users; --",
  "' or '1'='1",
  '\\',
  "\\'",
  "\\\\'",
  "E'\\x41'",
  '$$',
  '$$; drop table users; $$',
  '$tag$ x $tag$',
  '$1',
  '$2::text',
  '-- comment',
  '/* open',
  ';',
  '"',
  '"quoted" and \\"escaped\\"',
  'line\nbreak\r\nand\ttab',
  '%_',
  'NULL',
  'null',
  '[1,2]',
  '{"a":1}',
  '\u0001\u001f\u007f',
  'İstanbul ıi',
  'e\u0301 é',
  'שלום مرحبا',
  '\u2028\u2029',
  '\ufeffbom',
  '\ufffd',
  '🔮☕️',
  '👩🏽‍🚀',
  '𝕿𝖊𝖑𝖛𝖊',
  "'".repeat(5000),
];

/** Pieces the generated strings are made of: each hostile string's parts, and plain letters. */
const PIECES = [
  "'",
  "''",
  '\\',
  '$',
  '$$',
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '\n',
  '\r',
  '\t',
  ' ',
  '%',
  '_',
  '?',
  ':',
  'E',
  'a',
  'z',
  '0',
  'ı',
  'é',
  'e\u0301',
  'ש',
  '\u2028',
  '\ufeff',
  '\u0001',
  '🔮',
  '☕️',
  '👩🏽‍🚀',
  '𝕿',
];

/** `count` strings of up to 40 pieces each, the same ones for the same seed. */
export function generatedHostileStrings(count: number, seed: number): string[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const length = Math.floor(random() * 41);
    let text = '';
    for (let i = 0; i < length; i++) text += PIECES[Math.floor(random() * PIECES.length)];
    return text;
  });
}

/**
 * What a text column answers for `text` on this database. PGlite's protocol reader decodes each
 * field with a TextDecoder that takes a leading U+FEFF for a byte order mark and drops it (so does
 * every PGlite read, drizzle's too); node-postgres keeps it. Inside a JSON array it is kept on both.
 */
export const asTextColumnReads = (database: Database, text: string): string =>
  database.pglite ? text.replace(/^\ufeff/, '') : text;
