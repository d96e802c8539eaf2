import { BAD_CURSOR_MESSAGE, type HistoryReading, type JournalReading } from '@contract/journal';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readingQuestions, savedReadings } from '../../db/schema';
import { readReadingHistoryPage } from '../../db/statements/reading-history-page';
import { decodeCursor } from '../../lib/keyset';
import { presentReading, presentSummary, requireReading } from '../reading';
import { toPage } from './cursor';
import type { Page } from './list-entries';

/** Questions kept per reading are bounded by the daily fair use; the journal shows this many. */
const QUESTIONS_SHOWN = 200;

/** A page of every reading the member had, saved or not, newest first, each with its saved entry's id: summaries, as the list shows them. */
export async function listReadingHistory(
  ctx: AppContext,
  options: { userId: number; cursor?: string },
): Promise<Page<HistoryReading>> {
  const { userId, cursor } = options;
  const position = cursor === undefined ? undefined : decodeCursor(cursor, BAD_CURSOR_MESSAGE);
  const rows = (await readReadingHistoryPage(ctx.database, { userId, after: position })).map((row) => ({
    ...row,
    position: row.at,
    createdAt: new Date(`${row.at.slice(0, 23)}Z`),
  }));
  return toPage(rows, (row) => ({ ...presentSummary(row), savedId: row.savedId }));
}

/** One of the member's readings, whole: its text, symbols and the questions asked about it (404 otherwise). */
export async function openJournalReading(
  ctx: AppContext,
  options: { userId: number; readingId: number },
): Promise<JournalReading> {
  const { userId, readingId } = options;
  const reading = await requireReading(ctx, { userId, readingId });
  const [questions, saved] = await Promise.all([
    ctx.db
      .select()
      .from(readingQuestions)
      .where(and(eq(readingQuestions.readingId, reading.id), eq(readingQuestions.userId, userId)))
      .orderBy(asc(readingQuestions.createdAt), asc(readingQuestions.id))
      .limit(QUESTIONS_SHOWN),
    ctx.db
      .select({ id: savedReadings.id })
      .from(savedReadings)
      .where(and(eq(savedReadings.readingId, reading.id), eq(savedReadings.userId, userId))),
  ]);
  return {
    ...presentReading(reading),
    savedId: saved[0]?.id ?? null,
    questions: questions.map((q) => ({ question: q.question, answer: q.answer, askedAt: q.createdAt.toISOString() })),
  };
}
