import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { newBlobKey } from '../../media/blob-store';
import type { Member } from '../../plugins/auth';
import { blobKeyOfUrl, uploadUrl } from '../../plugins/uploads';

/** Profile photos are shown small: the longest side is kept at most this many pixels. */
export const PHOTO_SIZE_PX = 512;

/**
 * Re-encodes the upload through the image pipeline (type by magic bytes, pixel limit, WebP at most
 * 512 px without EXIF or location), stores it under a fresh random key, makes it the member's photo
 * and removes the photo it replaced.
 */
export async function replaceProfilePhoto(ctx: AppContext, options: { member: Member; bytes: Buffer }) {
  const image = await ctx.images.reencode(options.bytes, { maxEdge: PHOTO_SIZE_PX });
  const key = newBlobKey(image.extension);
  await ctx.blobs.put(key, image.bytes, image.contentType);
  const url = uploadUrl(key);

  let previous: string | null | undefined;
  try {
    previous = await swapPhotoUrl(ctx, { userId: options.member.user.id, url });
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
  const previousKey = blobKeyOfUrl(previous);
  if (previousKey) await ctx.blobs.delete(previousKey);
  return { url };
}

/**
 * Sets the photo URL and answers the one it replaced, in one statement: the row is locked while the
 * old value is read, so of two uploads at once each removes exactly the photo the other replaced
 * and no file is left behind.
 */
async function swapPhotoUrl(ctx: AppContext, options: { userId: number; url: string }) {
  const before = ctx.db
    .select({ id: users.id, url: users.profilePhotoUrl })
    .from(users)
    .where(eq(users.id, options.userId))
    .for('update')
    .as('before');
  const [row] = await ctx.db
    .update(users)
    .set({ profilePhotoUrl: options.url, updatedAt: ctx.now() })
    .from(before)
    .where(eq(users.id, before.id))
    .returning({ previous: before.url });
  return row?.previous;
}
