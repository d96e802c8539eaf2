import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { badRequest } from './app-error';

/**
 * Keyset pagination on (time, id), newest first, with an opaque cursor (docs/ARCHITECTURE.md's
 * feeds). The cursor carries the time as PostgreSQL prints it, to the microsecond: a JavaScript
 * Date keeps only milliseconds, and rounding would skip or repeat rows written in the same
 * millisecond.
 */
interface Position {
  /** 'YYYY-MM-DDTHH:MM:SS.ffffffZ' */
  at: string;
  id: number;
}

const AT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const MAX_ID = 2_147_483_647;

/** The column's time in UTC to the microsecond, as the cursor stores it. */
export const positionAt = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; a cursor this server did not make is a 400 with `badCursorMessage`. */
export function decodeCursor(cursor: string, badCursorMessage: string): Position {
  const [at = '', idText = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const millis = AT.exec(at)?.[1];
  const id = Number(idText);
  // The round trip refuses dates that do not exist (2024-02-30), and PostgreSQL has no year 0.
  const date = millis === undefined ? undefined : new Date(`${millis}Z`);
  const real =
    date !== undefined &&
    !Number.isNaN(date.getTime()) &&
    !millis?.startsWith('0000') &&
    date.toISOString() === `${millis}Z`;
  if (rest.length > 0 || !real || !/^\d{1,10}$/.test(idText) || id < 1 || id > MAX_ID) {
    throw badRequest(badCursorMessage);
  }
  return { at, id };
}

/** A list's pages: `pageSize` rows each, and the message for a cursor this server did not make. */
export function keysetPages(options: { pageSize: number; badCursorMessage: string }) {
  const { pageSize, badCursorMessage } = options;
  return {
    /** How many rows to ask for: one more than a page, to know whether another page follows. */
    probe: pageSize + 1,
    /** Rows after the cursor in newest-first order: a row comparison a (owner, time, id) index serves. */
    after(time: AnyColumn, id: AnyColumn, cursor: string | undefined): SQL | undefined {
      if (cursor === undefined) return undefined;
      const position = decodeCursor(cursor, badCursorMessage);
      return sql`(${time}, ${id}) < (${position.at}::timestamptz, ${position.id})`;
    },
    /** Cuts the probe to a page and makes the cursor of the next one from its last row. */
    toPage<Row extends { position: string; id: number }, Item>(
      rows: Row[],
      present: (row: Row) => Item,
    ): { items: Item[]; nextCursor: string | null } {
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      const more = rows.length > pageSize && last !== undefined;
      return { items: page.map(present), nextCursor: more ? encodeCursor({ at: last.position, id: last.id }) : null };
    },
  };
}
