import type { CoffeeReading } from '@contract/reading';
import type { AppContext } from '../../context';
import { cupPhotoOfReading } from '../cup-photo';

/**
 * A stored reading with the photo it was read from, when it keeps one. Only a reading of a photo
 * has shapes with boxes, so any other costs no query.
 */
export async function withCupPhoto(
  ctx: AppContext,
  options: { userId: number; reading: CoffeeReading },
): Promise<CoffeeReading> {
  const { reading } = options;
  if (!reading.symbols.some((symbol) => symbol.box)) return reading;
  const cupPhotoId = await cupPhotoOfReading(ctx, { ownerId: options.userId, readingId: reading.id });
  return cupPhotoId ? { ...reading, cupPhotoId } : reading;
}
