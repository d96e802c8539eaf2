import type { SavedAffirmation, SavedHoroscope, SavedReading } from '@contract/journal';
import type { AffirmationMood } from '@contract/moods';
import type { ZodiacSign } from '@contract/zodiac';
import { eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readings, type SavedAffirmationRow, type SavedHoroscopeRow, savedReadings } from '../../db/schema';
import { positionAt } from './cursor';

/** Largest id a Postgres integer column holds: a larger one names no row (and must not reach SQL). */
const MAX_ID = 2_147_483_647;
export const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export const ENTRY_NOT_FOUND_MESSAGE = 'That journal entry was not found.';

/** A saved reading joined to its reading, with its position for paging. */
interface SavedReadingJoin {
  id: number;
  readingId: number;
  savedAt: Date;
  text: string;
  intention: string;
  readingCreatedAt: Date;
  position: string;
}

/** Saved readings with the text of their readings, for any filter and order. */
export function selectSavedReadings(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select({
      id: savedReadings.id,
      readingId: savedReadings.readingId,
      savedAt: savedReadings.savedAt,
      text: readings.text,
      intention: readings.intention,
      readingCreatedAt: readings.createdAt,
      position: positionAt(savedReadings.savedAt),
    })
    .from(savedReadings)
    .innerJoin(readings, eq(readings.id, savedReadings.readingId))
    .where(where);
}

export const presentSavedReading = (row: Omit<SavedReadingJoin, 'position'>): SavedReading => ({
  id: row.id,
  type: 'coffee',
  readingId: row.readingId,
  content: row.text,
  intention: row.intention,
  readingCreatedAt: row.readingCreatedAt.toISOString(),
  savedAt: row.savedAt.toISOString(),
});

export const presentSavedHoroscope = (row: SavedHoroscopeRow): SavedHoroscope => ({
  id: row.id,
  sign: row.sign as ZodiacSign,
  content: row.content,
  date: row.date,
  savedAt: row.savedAt.toISOString(),
});

export const presentSavedAffirmation = (row: SavedAffirmationRow): SavedAffirmation => ({
  id: row.id,
  mood: row.mood as AffirmationMood,
  content: row.content,
  savedAt: row.savedAt.toISOString(),
});
