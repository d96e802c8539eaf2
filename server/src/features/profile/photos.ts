import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { asLine, PHOTO_MESSAGES } from '../../../../contract/messages';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createWorkQueue } from '../../lib/work-queue';
import type { Member } from '../../plugins/auth';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Decoding stops past this many pixels (about 24 megapixels), so a tiny "pixel flood" file cannot exhaust memory. */
export const MAX_PHOTO_PIXELS = 24_000_000;
export const PHOTO_SIZE_PX = 512;

export const INVALID_TYPE_MESSAGE = asLine(PHOTO_MESSAGES.invalidType);
export const TOO_LARGE_MESSAGE = asLine(PHOTO_MESSAGES.tooLarge);
export const TOO_MANY_PIXELS_MESSAGE = 'File too large: Please upload an image of at most 24 megapixels';

/**
 * A large photo costs up to half a second of CPU to decode: a few at a time (the server's cores),
 * the rest wait their turn, and past 16 waiting a request is asked to come back.
 */
export const PHOTO_DECODER = createWorkQueue({
  concurrency: 2,
  maxWaiting: 16,
  busyMessage: 'Many photos are being processed right now. Please try again in a few seconds.',
});

const DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);
const UPLOAD_NAME = /^[a-f0-9]{32}\.webp$/;

export const uploadsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'uploads');
export const isUploadName = (name: string) => UPLOAD_NAME.test(name);

/**
 * Trusts nothing the browser said: the bytes must be an image by their magic numbers, are decoded
 * with a pixel limit, re-encoded as WebP at most 512 px (dropping EXIF and location), and stored
 * under a random name. The member's photo is replaced and the old file removed.
 */
export async function replaceProfilePhoto(ctx: AppContext, options: { member: Member; bytes: Buffer }) {
  const detected = await fileTypeFromBuffer(options.bytes);
  if (!detected || !DECODABLE.has(detected.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_TYPE_MESSAGE);

  let encoded: Buffer;
  try {
    encoded = await PHOTO_DECODER.run(() =>
      sharp(options.bytes, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false })
        .rotate()
        .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', TOO_MANY_PIXELS_MESSAGE);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVALID_TYPE_MESSAGE);
  }

  const name = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(uploadsDir(ctx), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(ctx), name), encoded, { mode: 0o644 });
  const url = `/uploads/${name}`;
  await ctx.db
    .update(users)
    .set({ profilePhotoUrl: url, updatedAt: ctx.now() })
    .where(eq(users.id, options.member.user.id));

  const previous = options.member.user.profilePhotoUrl?.replace(/^\/uploads\//, '');
  if (previous && isUploadName(previous)) await fs.rm(path.join(uploadsDir(ctx), previous), { force: true });
  return { url };
}
