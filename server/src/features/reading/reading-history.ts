import { and, desc, eq } from 'drizzle-orm';
import type { Intention } from '../../../../contract/intentions';
import type { CoffeeReading } from '../../../../contract/reading';
import type { AppContext } from '../../context';
import { type ReadingRow, readings } from '../../db/schema';
import { notFound } from '../../lib/app-error';

export const NO_READING_MESSAGE = 'Please have a reading first.';
/** How many readings the history answers with, newest first. */
export const HISTORY_LIMIT = 50;
/** Largest id a Postgres integer column holds; a larger one cannot exist, so it is simply not found. */
const MAX_ID = 2_147_483_647;

/** A stored reading in the contract's shape. */
export function presentReading(row: ReadingRow): CoffeeReading {
  return {
    id: row.id,
    reading: row.text,
    symbols: row.symbols,
    createdAt: row.createdAt.toISOString(),
    intention: row.intention,
    category: (row.category as Intention | null) ?? null,
  };
}

/** The member's readings, newest first. */
export function listReadings(ctx: AppContext, options: { userId: number; limit: number }): Promise<ReadingRow[]> {
  return ctx.db
    .select()
    .from(readings)
    .where(eq(readings.userId, options.userId))
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(options.limit);
}

/**
 * One of the member's own readings: the given id, or the latest when none is given. Another
 * member's reading is indistinguishable from a missing one (null), so ids reveal nothing.
 */
export async function findReading(
  ctx: AppContext,
  options: { userId: number; readingId?: number },
): Promise<ReadingRow | null> {
  const { userId, readingId } = options;
  if (readingId === undefined) return (await listReadings(ctx, { userId, limit: 1 }))[0] ?? null;
  if (!Number.isSafeInteger(readingId) || readingId < 1 || readingId > MAX_ID) return null;
  const [row] = await ctx.db
    .select()
    .from(readings)
    .where(and(eq(readings.id, readingId), eq(readings.userId, userId)));
  return row ?? null;
}

/** Like findReading, but a missing (or another member's) reading is a 404 with a message. */
export async function requireReading(
  ctx: AppContext,
  options: { userId: number; readingId?: number },
): Promise<ReadingRow> {
  const row = await findReading(ctx, options);
  if (row) return row;
  throw notFound(options.readingId === undefined ? NO_READING_MESSAGE : 'That reading was not found.');
}
