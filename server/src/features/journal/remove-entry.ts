import type { JournalKind } from '@contract/journal';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { savedAffirmations, savedHoroscopes, savedReadings } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { ENTRY_NOT_FOUND_MESSAGE, isRowId } from './present';

const TABLES = { reading: savedReadings, horoscope: savedHoroscopes, affirmation: savedAffirmations } as const;

/**
 * Removes one of the member's saved entries in one statement. Another member's entry is answered
 * like a missing one (404), so ids reveal nothing; so is a second removal of the same entry.
 */
export async function removeEntry(
  ctx: AppContext,
  options: { userId: number; kind: JournalKind; id: number },
): Promise<{ id: number }> {
  const { userId, kind, id } = options;
  const table = TABLES[kind];
  if (!isRowId(id)) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  const [row] = await ctx.db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (!row) throw notFound(ENTRY_NOT_FOUND_MESSAGE);
  return row;
}
