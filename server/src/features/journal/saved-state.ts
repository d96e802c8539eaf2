import type { SavedState } from '@contract/journal';
import type { AffirmationMood } from '@contract/moods';
import type { ZodiacSign } from '@contract/zodiac';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import {
  isRowId,
  presentSavedAffirmation,
  presentSavedHoroscope,
  presentSavedReading,
  selectSavedReadings,
} from './present';
import { contentHash } from './save-entries';

interface SavedStateQuery {
  userId: number;
  readingId?: number;
  horoscope?: { sign: ZodiacSign; date: string };
  affirmation?: { mood: AffirmationMood; content: string };
}

/**
 * Whether what a screen shows is saved, so its Save buttons start from the server's state (after a
 * reload, on another device). Parts not asked about answer null.
 */
export async function findSavedState(ctx: AppContext, query: SavedStateQuery): Promise<SavedState> {
  const { userId, readingId, horoscope, affirmation } = query;
  const [reading, savedHoroscope, savedAffirmation] = await Promise.all([
    readingId === undefined || !isRowId(readingId)
      ? []
      : selectSavedReadings(ctx, and(eq(savedReadings.userId, userId), eq(savedReadings.readingId, readingId))),
    horoscope === undefined
      ? []
      : ctx.db
          .select()
          .from(savedHoroscopes)
          .where(
            and(
              eq(savedHoroscopes.userId, userId),
              eq(savedHoroscopes.sign, horoscope.sign),
              eq(savedHoroscopes.date, horoscope.date),
            ),
          ),
    affirmation === undefined
      ? []
      : ctx.db
          .select()
          .from(savedAffirmations)
          .where(
            and(
              eq(savedAffirmations.userId, userId),
              eq(savedAffirmations.mood, affirmation.mood),
              eq(savedAffirmations.contentHash, contentHash(affirmation.content)),
            ),
          ),
  ]);
  return {
    reading: reading[0] ? presentSavedReading(reading[0]) : null,
    horoscope: savedHoroscope[0] ? presentSavedHoroscope(savedHoroscope[0]) : null,
    affirmation: savedAffirmation[0] ? presentSavedAffirmation(savedAffirmation[0]) : null,
  };
}
