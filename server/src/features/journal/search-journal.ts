import type { SearchResult } from '@contract/journal';
import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readings, savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { presentSavedAffirmation, presentSavedHoroscope, presentSavedReading, selectSavedReadings } from './present';

/** Results answered at most: the newest matches across the three kinds. */
const SEARCH_LIMIT = 30;

/** A LIKE pattern that matches the words as typed: %, _ and \ are taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The member's saved readings, horoscopes and affirmations whose text (or sign, mood, intention) holds `q`. */
export async function searchJournal(ctx: AppContext, options: { userId: number; q: string }): Promise<SearchResult[]> {
  const { userId } = options;
  const pattern = containsPattern(options.q);
  const [readingRows, horoscopeRows, affirmationRows] = await Promise.all([
    selectSavedReadings(
      ctx,
      and(eq(savedReadings.userId, userId), or(ilike(readings.text, pattern), ilike(readings.intention, pattern))),
    )
      .orderBy(desc(savedReadings.savedAt), desc(savedReadings.id))
      .limit(SEARCH_LIMIT),
    ctx.db
      .select()
      .from(savedHoroscopes)
      .where(
        and(
          eq(savedHoroscopes.userId, userId),
          or(ilike(savedHoroscopes.content, pattern), ilike(savedHoroscopes.sign, pattern)),
        ),
      )
      .orderBy(desc(savedHoroscopes.savedAt), desc(savedHoroscopes.id))
      .limit(SEARCH_LIMIT),
    ctx.db
      .select()
      .from(savedAffirmations)
      .where(
        and(
          eq(savedAffirmations.userId, userId),
          or(ilike(savedAffirmations.content, pattern), ilike(savedAffirmations.mood, pattern)),
        ),
      )
      .orderBy(desc(savedAffirmations.savedAt), desc(savedAffirmations.id))
      .limit(SEARCH_LIMIT),
  ]);
  const results: Array<SearchResult & { at: number }> = [
    ...readingRows.map((row) => ({
      kind: 'reading' as const,
      entry: presentSavedReading(row),
      at: row.savedAt.getTime(),
    })),
    ...horoscopeRows.map((row) => ({
      kind: 'horoscope' as const,
      entry: presentSavedHoroscope(row),
      at: row.savedAt.getTime(),
    })),
    ...affirmationRows.map((row) => ({
      kind: 'affirmation' as const,
      entry: presentSavedAffirmation(row),
      at: row.savedAt.getTime(),
    })),
  ];
  return results
    .sort((a, b) => b.at - a.at)
    .slice(0, SEARCH_LIMIT)
    .map(({ at: _at, ...result }) => result as SearchResult);
}
