import { createHash } from 'node:crypto';
import type { SavedAffirmation, SavedHoroscope, SavedReading } from '@contract/journal';
import type { AffirmationMood } from '@contract/moods';
import type { ZodiacSign } from '@contract/zodiac';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { requireReading } from '../reading';
import { presentSavedAffirmation, presentSavedHoroscope, presentSavedReading } from './present';

// Saving is idempotent by the unique indexes: a repeated or concurrent save hits the conflict and
// its no-op update answers the row that is already there, all in one statement.

/** The SHA-256 of an affirmation's text, its key in the unique index. */
export const contentHash = (content: string) => createHash('sha256').update(content).digest('hex');

/** Saves one of the member's own readings (another member's is a 404, like a missing one). */
export async function saveReading(
  ctx: AppContext,
  options: { userId: number; readingId: number },
): Promise<SavedReading> {
  const { userId, readingId } = options;
  const reading = await requireReading(ctx, { userId, readingId });
  const [row] = await ctx.db
    .insert(savedReadings)
    .values({ userId, readingId: reading.id, savedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [savedReadings.userId, savedReadings.readingId],
      set: { savedAt: sql`${savedReadings.savedAt}` },
    })
    .returning();
  if (!row) throw new Error('saved reading upsert returned nothing');
  return presentSavedReading({
    ...row,
    text: reading.text,
    intention: reading.intention,
    readingCreatedAt: reading.createdAt,
  });
}

/** Saves a horoscope as the member saw it; one per sign and day. */
export async function saveHoroscope(
  ctx: AppContext,
  options: { userId: number; sign: ZodiacSign; date: string; content: string },
): Promise<SavedHoroscope> {
  const { userId, sign, date, content } = options;
  const [row] = await ctx.db
    .insert(savedHoroscopes)
    .values({ userId, sign, date, content, savedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [savedHoroscopes.userId, savedHoroscopes.sign, savedHoroscopes.date],
      set: { savedAt: sql`${savedHoroscopes.savedAt}` },
    })
    .returning();
  if (!row) throw new Error('saved horoscope upsert returned nothing');
  return presentSavedHoroscope(row);
}

/** Saves an affirmation as the member saw it; one per mood and text. */
export async function saveAffirmation(
  ctx: AppContext,
  options: { userId: number; mood: AffirmationMood; content: string },
): Promise<SavedAffirmation> {
  const { userId, mood, content } = options;
  const [row] = await ctx.db
    .insert(savedAffirmations)
    .values({ userId, mood, content, contentHash: contentHash(content), savedAt: ctx.now() })
    .onConflictDoUpdate({
      target: [savedAffirmations.userId, savedAffirmations.mood, savedAffirmations.contentHash],
      set: { savedAt: sql`${savedAffirmations.savedAt}` },
    })
    .returning();
  if (!row) throw new Error('saved affirmation upsert returned nothing');
  return presentSavedAffirmation(row);
}
