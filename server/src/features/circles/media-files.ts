import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp, { type OutputInfo } from 'sharp';
import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '../../../../contract/circles';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { MAX_PHOTO_PIXELS, uploadsDir } from '../profile/photos';

// Where circle files live and how they are named: the one place to change when the shared blob
// store takes over (server/src/media).
const BLOB_KEY = /^[a-f0-9]{32}\.(webp|mp4|webm|mov)$/;
const randomKey = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

export interface StoredFile {
  blobKey: string;
  width: number | null;
  height: number | null;
}

/**
 * A photo re-encoded as WebP: decoded with a pixel limit, turned upright, at most 2048 px on its
 * long side, without EXIF or location, under a random name.
 */
export async function storeImage(ctx: AppContext, bytes: Buffer): Promise<StoredFile> {
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false })
      .rotate()
      .resize(CIRCLE_LIMITS.imageMaxPixels, CIRCLE_LIMITS.imageMaxPixels, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', CIRCLE_MESSAGES.imageTooLarge);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', CIRCLE_MESSAGES.invalidMedia);
  }
  const blobKey = randomKey('webp');
  await fs.promises.mkdir(uploadsDir(ctx), { recursive: true });
  await fs.promises.writeFile(path.join(uploadsDir(ctx), blobKey), encoded.data, { mode: 0o644 });
  return { blobKey, width: encoded.info.width, height: encoded.info.height };
}

/** A video stored as sent (its container was checked by magic bytes), under a random name. */
export async function storeVideo(
  ctx: AppContext,
  options: { extension: 'mp4' | 'webm' | 'mov'; chunks: AsyncIterable<Buffer>; tooLarge: () => boolean },
): Promise<StoredFile> {
  const blobKey = randomKey(options.extension);
  await fs.promises.mkdir(uploadsDir(ctx), { recursive: true });
  const file = path.join(uploadsDir(ctx), blobKey);
  try {
    await pipeline(options.chunks, fs.createWriteStream(file, { mode: 0o644 }));
    if (options.tooLarge()) throw new AppError('PAYLOAD_TOO_LARGE', 'too large');
  } catch (error) {
    await fs.promises.rm(file, { force: true });
    throw error;
  }
  return { blobKey, width: null, height: null };
}

/** Removes stored files of deleted posts; a file already gone is not an error. */
export async function removeMediaFiles(ctx: AppContext, blobKeys: string[]): Promise<void> {
  for (const key of blobKeys) {
    if (BLOB_KEY.test(key)) await fs.promises.rm(path.join(uploadsDir(ctx), key), { force: true });
  }
}
