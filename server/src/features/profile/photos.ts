import type { AppContext, Member } from '../../context';
import { swapPhotoUrl } from '../../db/statements/swap-photo-url';
import { unauthorized } from '../../lib/app-error';
import { newBlobKey } from '../../media/blob-store';
import { deleteBlobs } from '../../media/delete-blobs';
import type { UploadHold } from '../../media/image-pipeline';
import { blobKeyOfUrl, uploadUrl } from '../../media/upload-url';

/**
 * Profile photos are shown at most 96 CSS pixels wide (the profile page's avatar): 320 pixels covers
 * that on a 3x screen. A larger photo would cost each upload more CPU and each page more bytes for
 * detail no screen shows (docs/decisions/0023-photo-size-and-encoding-effort.md).
 */
const PHOTO_SIZE_PX = 320;

/**
 * Re-encodes the upload through the image pipeline (type by magic bytes, pixel limit, WebP at most
 * 320 px without EXIF or location), stores it under a fresh random key, makes it the member's photo
 * and removes the photo it replaced (`hold`: the one its bytes were counted in as they were read).
 * An account deleted while the photo was being made keeps no file: the swap finds no member and the
 * new file is removed.
 */
export async function replaceProfilePhoto(
  ctx: AppContext,
  options: { member: Member; bytes: Buffer; hold: UploadHold },
) {
  const image = await ctx.images.reencode(options.bytes, { maxEdge: PHOTO_SIZE_PX, hold: options.hold });
  const key = newBlobKey(image.extension);
  await ctx.blobs.put(key, image.bytes, image.contentType);
  const url = uploadUrl(key);

  let swapped: { previous: string | null } | null;
  try {
    swapped = await swapPhotoUrl(ctx.database, { userId: options.member.user.id, url, now: ctx.now() });
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
  if (!swapped) {
    await ctx.blobs.delete(key);
    throw unauthorized();
  }
  const previousKey = blobKeyOfUrl(swapped.previous);
  // The swap is committed: an old file the store cannot remove now is left to the orphan sweep.
  if (previousKey) await deleteBlobs(ctx, [previousKey]);
  return { url };
}
