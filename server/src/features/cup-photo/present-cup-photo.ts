import type { CupPhoto } from '@contract/cup-photos';
import { fillPath } from '@contract/endpoint';
import { ROUTES } from '@contract/routes';
import type { CupPhotoRow } from '../../db/schema';

/** A stored cup photo in the contract's shape: what was seen, never where the file is. */
export function presentCupPhoto(row: CupPhotoRow): CupPhoto {
  return { id: row.id, handleAngle: row.handleAngle, cup: row.cup, shapes: row.shapes };
}

/** Where the owner downloads a photo (GET /api/cup-photos/:id/image). */
export const cupPhotoImagePath = (id: string): string => fillPath(ROUTES.cupPhotoImage.path, { id });
