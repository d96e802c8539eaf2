import { and, asc, desc, eq } from 'drizzle-orm';
import type { HistoryReading, JournalReading } from '../../../../contract/journal';
import type { AppContext } from '../../context';
import { readingQuestions, readings, savedReadings } from '../../db/schema';
import { presentReading, presentSummary, requireReading, summaryColumns } from '../reading/reading-history';
import { after, PAGE_PROBE, toPage } from './cursor';
import type { Page } from './list-entries';

/** Questions kept per reading are bounded by the daily fair use; the journal shows this many. */
const QUESTIONS_SHOWN = 200;

/** A page of every reading the member had, saved or not, newest first, each with its saved entry's id: summaries, as the list shows them. */
export async function listReadingHistory(
  ctx: AppContext,
  options: { userId: number; cursor?: string },
): Promise<Page<HistoryReading>> {
  const { userId, cursor } = options;
  const rows = await ctx.db
    .select({ ...summaryColumns, savedId: savedReadings.id })
    .from(readings)
    .leftJoin(savedReadings, and(eq(savedReadings.readingId, readings.id), eq(savedReadings.userId, userId)))
    .where(and(eq(readings.userId, userId), after(readings.createdAt, readings.id, cursor)))
    .orderBy(desc(readings.createdAt), desc(readings.id))
    .limit(PAGE_PROBE);
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
