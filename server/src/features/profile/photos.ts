import type { AppContext } from '../../context';
import { preparedStatement, type StatementDefinition } from '../../db/prepared-statement';
import { unauthorized } from '../../lib/app-error';
import { newBlobKey } from '../../media/blob-store';
import type { Member } from '../../plugins/auth';
import { blobKeyOfUrl, uploadUrl } from '../../plugins/uploads';

/**
 * Profile photos are shown at most 96 CSS pixels wide (the profile page's avatar): 320 pixels covers
 * that on a 3x screen. A larger photo would cost each upload more CPU and each page more bytes for
 * detail no screen shows (docs/decisions/0023-photo-size-and-encoding-effort.md).
 */
const PHOTO_SIZE_PX = 320;

/**
 * Re-encodes the upload through the image pipeline (type by magic bytes, pixel limit, WebP at most
 * 320 px without EXIF or location), stores it under a fresh random key, makes it the member's photo
 * and removes the photo it replaced. An account deleted while the photo was being made keeps no
 * file: the swap finds no member and the new file is removed.
 */
export async function replaceProfilePhoto(ctx: AppContext, options: { member: Member; bytes: Buffer }) {
  const image = await ctx.images.reencode(options.bytes, { maxEdge: PHOTO_SIZE_PX });
  const key = newBlobKey(image.extension);
  await ctx.blobs.put(key, image.bytes, image.contentType);
  const url = uploadUrl(key);

  let swapped: { previous: string | null } | null;
  try {
    swapped = await swapPhotoUrl(ctx, { userId: options.member.user.id, url });
  } catch (error) {
    await ctx.blobs.delete(key);
    throw error;
  }
  if (!swapped) {
    await ctx.blobs.delete(key);
    throw unauthorized();
  }
  const previousKey = blobKeyOfUrl(swapped.previous);
  if (previousKey) await ctx.blobs.delete(previousKey);
  return { url };
}

/**
 * Sets the photo URL and answers the one it replaced, in one statement: the row is locked while the
 * old value is read, so of two uploads at once each removes exactly the photo the other replaced
 * and no file is left behind. Prepared once per engine session, as every upload runs it.
 */
const SWAP_PHOTO_URL: StatementDefinition = {
  name: 'telve_swap_photo_url',
  types: ['integer', 'text', 'timestamptz'],
  text: `update users u set profile_photo_url = $2, updated_at = $3
    from (select id, profile_photo_url from users where id = $1 for update) as before_swap
    where u.id = before_swap.id
    returning before_swap.profile_photo_url`,
};

/** The photo URL the new one replaced, or null when the member's row is gone (the account was deleted). */
async function swapPhotoUrl(ctx: AppContext, options: { userId: number; url: string }) {
  const [row] = await preparedStatement(
    ctx.database,
    SWAP_PHOTO_URL,
  )([options.userId, options.url, ctx.now().toISOString()]);
  return row ? { previous: (row[0] as string | null | undefined) ?? null } : null;
}
