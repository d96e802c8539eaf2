import type { SavedAffirmation, SavedHoroscope, SavedReading } from '@contract/journal';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { after, PAGE_PROBE, positionAt, toPage } from './cursor';
import { presentSavedAffirmation, presentSavedHoroscope, presentSavedReading, selectSavedReadings } from './present';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
type ListOptions = { userId: number; cursor?: string };

/** A page of the member's saved readings, most recently saved first. */
export async function listSavedReadings(ctx: AppContext, options: ListOptions): Promise<Page<SavedReading>> {
  const rows = await selectSavedReadings(
    ctx,
    and(eq(savedReadings.userId, options.userId), after(savedReadings.savedAt, savedReadings.id, options.cursor)),
  )
    .orderBy(desc(savedReadings.savedAt), desc(savedReadings.id))
    .limit(PAGE_PROBE);
  return toPage(rows, presentSavedReading);
}

/** A page of the member's saved horoscopes, most recently saved first. */
export async function listSavedHoroscopes(ctx: AppContext, options: ListOptions): Promise<Page<SavedHoroscope>> {
  const rows = await ctx.db
    .select({ row: savedHoroscopes, id: savedHoroscopes.id, position: positionAt(savedHoroscopes.savedAt) })
    .from(savedHoroscopes)
    .where(
      and(
        eq(savedHoroscopes.userId, options.userId),
        after(savedHoroscopes.savedAt, savedHoroscopes.id, options.cursor),
      ),
    )
    .orderBy(desc(savedHoroscopes.savedAt), desc(savedHoroscopes.id))
    .limit(PAGE_PROBE);
  return toPage(rows, ({ row }) => presentSavedHoroscope(row));
}

/** A page of the member's saved affirmations, most recently saved first. */
export async function listSavedAffirmations(ctx: AppContext, options: ListOptions): Promise<Page<SavedAffirmation>> {
  const rows = await ctx.db
    .select({ row: savedAffirmations, id: savedAffirmations.id, position: positionAt(savedAffirmations.savedAt) })
    .from(savedAffirmations)
    .where(
      and(
        eq(savedAffirmations.userId, options.userId),
        after(savedAffirmations.savedAt, savedAffirmations.id, options.cursor),
      ),
    )
    .orderBy(desc(savedAffirmations.savedAt), desc(savedAffirmations.id))
    .limit(PAGE_PROBE);
  return toPage(rows, ({ row }) => presentSavedAffirmation(row));
}
