import { CupPhotoIdSchema } from '@contract/cup-photos';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type CupPhotoRow, cupPhotos } from '../../db/schema';

/**
 * The member's own photo with this id, or null: another member's photo, a missing one and an id
 * that is not a photo id at all are the same to the caller (404).
 */
export async function findOwnCupPhoto(
  ctx: AppContext,
  options: { ownerId: number; id: string },
): Promise<CupPhotoRow | null> {
  if (!CupPhotoIdSchema.safeParse(options.id).success) return null;
  const [row] = await ctx.db
    .select()
    .from(cupPhotos)
    .where(and(eq(cupPhotos.id, options.id), eq(cupPhotos.ownerId, options.ownerId)));
  return row ?? null;
}

/**
 * Marks the photo as used by the reading, so it is kept as long as the reading is (and goes with
 * it). A photo already used keeps its first reading. Answers whether this reading now keeps it:
 * false when the photo is another reading's, or gone (swept or deleted with the account a moment
 * ago), so a reading names its photo only when opening it again will show it.
 */
export async function keepCupPhotoFor(
  ctx: AppContext,
  options: { ownerId: number; id: string; readingId: number },
): Promise<boolean> {
  const own = and(eq(cupPhotos.id, options.id), eq(cupPhotos.ownerId, options.ownerId));
  const linked = await ctx.db
    .update(cupPhotos)
    .set({ readingId: options.readingId })
    .where(and(own, isNull(cupPhotos.readingId)))
    .returning({ id: cupPhotos.id });
  return linked.length > 0;
}

/** The id of the photo a reading was read from and keeps, or undefined. */
export async function cupPhotoOfReading(
  ctx: AppContext,
  options: { ownerId: number; readingId: number },
): Promise<string | undefined> {
  const [row] = await ctx.db
    .select({ id: cupPhotos.id })
    .from(cupPhotos)
    .where(and(eq(cupPhotos.readingId, options.readingId), eq(cupPhotos.ownerId, options.ownerId)));
  return row?.id;
}
