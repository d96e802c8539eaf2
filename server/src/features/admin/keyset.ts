import { ADMIN_MESSAGES } from '@contract/admin';
import { isCalendarDate } from '@contract/dates';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/app-error';

/** A position in a newest-first list: the row's time to the microsecond, and its id for ties. */
export interface Keyset {
  time: string;
  id: number;
}

const TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{6}Z$/;

/**
 * The row's time as text with all six fractional digits, read in SQL: a JS Date keeps only
 * milliseconds, and a cursor rounded to them would skip or repeat rows made in the same millisecond.
 */
export const keysetTime = (createdAt: SQLWrapper) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(keyset: Keyset): string {
  return Buffer.from(`${keyset.time}|${keyset.id}`).toString('base64url');
}

/** The keyset of a cursor this API made; anything else is a 400, never a database error. */
export function decodeCursor(cursor: string): Keyset {
  const [time = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const match = TIME.exec(time);
  const number = Number(id);
  if (!match?.[1] || !isCalendarDate(match[1]) || !/^\d{1,10}$/.test(id) || number > 2_147_483_647) {
    throw badRequest(ADMIN_MESSAGES.badCursor);
  }
  return { time, id: number };
}

/** Rows strictly after the cursor in (createdAt desc, id desc) order. */
export const afterKeyset = (createdAt: SQLWrapper, id: SQLWrapper, keyset: Keyset): SQL =>
  sql`(${createdAt}, ${id}) < (${keyset.time}::timestamptz, ${keyset.id})`;
