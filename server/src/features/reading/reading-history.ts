import type { Intention } from '@contract/intentions';
import {
  BAD_READINGS_CURSOR_MESSAGE,
  READING_EXCERPT_MAX,
  READINGS_PAGE_SIZE,
  type ReadingPage,
  type ReadingSummary,
} from '@contract/reading';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type ReadingRow, readings } from '../../db/schema';
import { readLatestReading } from '../../db/statements/latest-reading';
import { readReadingById } from '../../db/statements/reading-by-id';
import { notFound } from '../../lib/app-error';
import { keysetPages, positionAt } from '../../lib/keyset';

const NO_READING_MESSAGE = 'Please have a reading first.';
/** Largest id a Postgres integer column holds; a larger one cannot exist, so it is simply not found. */
const MAX_ID = 2_147_483_647;

const readingPages = keysetPages({ pageSize: READINGS_PAGE_SIZE, badCursorMessage: BAD_READINGS_CURSOR_MESSAGE });

/**
 * What a list reads of a reading: never the whole text (a kilobyte or two each) or the cup, only
 * one character more of the text than an excerpt shows, to know whether it was cut.
 */
const summaryColumns = {
  id: readings.id,
  createdAt: readings.createdAt,
  intention: readings.intention,
  category: readings.category,
  opening: sql<string>`left(${readings.text}, ${READING_EXCERPT_MAX + 1})`,
  position: positionAt(readings.createdAt),
};
type SummaryRow = { id: number; createdAt: Date; intention: string; category: string | null; opening: string };

/** The first words of a reading: whole if it fits, else cut at the last word that fits, with '…'. */
export function excerptOf(opening: string): string {
  if (opening.length <= READING_EXCERPT_MAX) return opening;
  const room = opening.slice(0, READING_EXCERPT_MAX - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > READING_EXCERPT_MAX / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

export function presentSummary(row: SummaryRow): ReadingSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    intention: row.intention,
    category: (row.category as Intention | null) ?? null,
    excerpt: excerptOf(row.opening),
  };
}

/** The member's readings whose summaries a page lists: the (user, created_at, id) index, newest first. */
function readingsPageWhere(userId: number, cursor: string | undefined): SQL | undefined {
  return and(eq(readings.userId, userId), readingPages.after(readings.createdAt, readings.id, cursor));
}

/** A page of the member's readings as the list shows them, newest first, by keyset. */
export async function listReadingSummaries(
  ctx: AppContext,
  options: { userId: number; cursor?: string },
): Promise<ReadingPage> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(readings)
    .where(readingsPageWhere(options.userId, options.cursor))
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(readingPages.probe);
  return readingPages.toPage(rows, presentSummary);
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
  if (readingId !== undefined && (!Number.isSafeInteger(readingId) || readingId < 1 || readingId > MAX_ID)) return null;
  return readingId === undefined
    ? readLatestReading(ctx.database, userId)
    : readReadingById(ctx.database, { readingId, userId });
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
