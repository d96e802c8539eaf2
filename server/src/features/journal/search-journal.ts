import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, searchFold } from '@contract/casing';
import type { SearchResult } from '@contract/journal';
import { and, type Column, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readings, savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { presentSavedAffirmation, presentSavedHoroscope, presentSavedReading, selectSavedReadings } from './present';

/** Results answered at most: the newest matches across the three kinds. */
const SEARCH_LIMIT = 30;

/** A LIKE pattern that matches the words as typed: %, _ and \ are taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a column holds the pattern, both folded as contract/casing.ts's searchFold folds: small
 * letters, and Turkish's four i's as one ('ışık' finds 'IŞIK', 'istanbul' finds 'İstanbul'), which
 * ILIKE does not do (its case-folding is the database's locale's, and never maps I to ı).
 */
const holds = (column: Column, pattern: string): SQL =>
  sql`lower(translate(${column}, ${SEARCH_FOLD_FROM}, ${SEARCH_FOLD_TO})) like ${pattern}`;

/** The member's saved readings, horoscopes and affirmations whose text (or sign, mood, intention) holds `q`. */
export async function searchJournal(ctx: AppContext, options: { userId: number; q: string }): Promise<SearchResult[]> {
  const { userId } = options;
  const pattern = containsPattern(searchFold(options.q));
  const [readingRows, horoscopeRows, affirmationRows] = await Promise.all([
    selectSavedReadings(
      ctx,
      and(eq(savedReadings.userId, userId), or(holds(readings.text, pattern), holds(readings.intention, pattern))),
    )
      .orderBy(desc(savedReadings.savedAt), desc(savedReadings.id))
      .limit(SEARCH_LIMIT),
    ctx.db
      .select()
      .from(savedHoroscopes)
      .where(
        and(
          eq(savedHoroscopes.userId, userId),
          or(holds(savedHoroscopes.content, pattern), holds(savedHoroscopes.sign, pattern)),
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
          or(holds(savedAffirmations.content, pattern), holds(savedAffirmations.mood, pattern)),
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
