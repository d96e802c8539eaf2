import type { JournalExport } from '@contract/journal';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { moods, readingQuestions, savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { presentSavedAffirmation, presentSavedHoroscope, presentSavedReading, selectSavedReadings } from './present';

/**
 * Rows per kind in one export, newest first. Saving is limited to 300 an hour, so this is years of
 * daily use; it keeps one request's memory bounded.
 */
const EXPORT_LIMIT = 10_000;

/** Everything in the member's journal, as one JSON document to download. */
export async function exportJournal(ctx: AppContext, options: { userId: number }): Promise<JournalExport> {
  const { userId } = options;
  const [readingRows, questionRows, horoscopeRows, affirmationRows, moodRows] = await Promise.all([
    selectSavedReadings(ctx, eq(savedReadings.userId, userId))
      .orderBy(desc(savedReadings.savedAt), desc(savedReadings.id))
      .limit(EXPORT_LIMIT),
    ctx.db
      .select({
        readingId: readingQuestions.readingId,
        question: readingQuestions.question,
        answer: readingQuestions.answer,
        createdAt: readingQuestions.createdAt,
      })
      .from(readingQuestions)
      .innerJoin(savedReadings, eq(savedReadings.readingId, readingQuestions.readingId))
      .where(eq(savedReadings.userId, userId))
      .orderBy(asc(readingQuestions.createdAt), asc(readingQuestions.id)),
    ctx.db
      .select()
      .from(savedHoroscopes)
      .where(eq(savedHoroscopes.userId, userId))
      .orderBy(desc(savedHoroscopes.savedAt), desc(savedHoroscopes.id))
      .limit(EXPORT_LIMIT),
    ctx.db
      .select()
      .from(savedAffirmations)
      .where(eq(savedAffirmations.userId, userId))
      .orderBy(desc(savedAffirmations.savedAt), desc(savedAffirmations.id))
      .limit(EXPORT_LIMIT),
    ctx.db
      .select({ mood: moods.mood, createdAt: moods.createdAt })
      .from(moods)
      .where(eq(moods.userId, userId))
      .orderBy(desc(moods.createdAt), desc(moods.id))
      .limit(EXPORT_LIMIT),
  ]);
  const questionsOf = new Map<number, JournalExport['readings'][number]['questions']>();
  for (const q of questionRows) {
    const list = questionsOf.get(q.readingId) ?? [];
    list.push({ question: q.question, answer: q.answer, askedAt: q.createdAt.toISOString() });
    questionsOf.set(q.readingId, list);
  }
  return {
    exportedAt: ctx.now().toISOString(),
    readings: readingRows.map((row) => ({
      ...presentSavedReading(row),
      questions: questionsOf.get(row.readingId) ?? [],
    })),
    horoscopes: horoscopeRows.map(presentSavedHoroscope),
    affirmations: affirmationRows.map(presentSavedAffirmation),
    moods: moodRows.map((row) => ({ mood: row.mood, pickedAt: row.createdAt.toISOString() })),
  };
}
