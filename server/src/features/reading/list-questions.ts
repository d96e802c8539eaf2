import { READING_QUESTIONS_LIMIT, type ReadingQuestion } from '@contract/reading';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readingQuestions } from '../../db/schema';
import { requireReading } from './reading-history';

/**
 * The questions the member asked about one of her readings, with their answers, oldest first (the
 * newest READING_QUESTIONS_LIMIT of them), so the chat can be shown again on her return. Another
 * member's reading is a 404, like a missing one.
 */
export async function listReadingQuestions(
  ctx: AppContext,
  options: { userId: number; readingId: number },
): Promise<ReadingQuestion[]> {
  const reading = await requireReading(ctx, options);
  const rows = await ctx.db
    .select()
    .from(readingQuestions)
    .where(and(eq(readingQuestions.readingId, reading.id), eq(readingQuestions.userId, options.userId)))
    .orderBy(desc(readingQuestions.createdAt), desc(readingQuestions.id))
    .limit(READING_QUESTIONS_LIMIT);
  return rows.reverse().map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    askedAt: row.createdAt.toISOString(),
  }));
}
