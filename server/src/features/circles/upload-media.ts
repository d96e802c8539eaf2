import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { CIRCLE_LIMITS, CIRCLE_MESSAGES, type PostMedia, videoTooLargeMessage } from '../../../../contract/circles';
import type { AppContext } from '../../context';
import { postMedia } from '../../db/schema';
import { AppError, badRequest } from '../../lib/app-error';
import { takeCircleHit } from './circle-limits';
import { type StoredFile, storeImage, storeVideo } from './media-files';
import { presentMedia } from './present-post';

/** Enough of the file's start for every signature file-type knows. */
const HEAD_BYTES = 4100;

const IMAGES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const VIDEOS: Record<string, 'mp4' | 'webm' | 'mov'> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** The largest video this server takes (CIRCLE_VIDEO_MAX_BYTES). */
export const videoMaxBytes = (ctx: AppContext) => ctx.config.circleVideoMaxBytes ?? CIRCLE_LIMITS.videoMaxBytes;

/** The multipart limit: past it the file stream is cut short and marked truncated. */
export const uploadMaxBytes = (ctx: AppContext) => Math.max(videoMaxBytes(ctx), CIRCLE_LIMITS.imageMaxBytes);

/**
 * Stores one photo or video for a post the member is about to write, and answers its id (owned by
 * the uploader until a post claims it). What the browser said the file is counts for nothing: the
 * kind comes from the bytes. Photos are re-encoded; videos are accepted only as MP4, WebM or
 * QuickTime, up to the configured size, read as a stream so a large one never sits in memory.
 */
export async function uploadMedia(
  ctx: AppContext,
  options: { userId: number; file: MultipartFile | undefined },
): Promise<PostMedia> {
  const { file } = options;
  if (file?.fieldname !== 'file') throw badRequest(CIRCLE_MESSAGES.noFile);
  await takeCircleHit(ctx, options.userId, 'uploads');

  const iterator = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const headChunks: Buffer[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    headChunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(headChunks);
  const detected = await fileTypeFromBuffer(head);
  const video = detected ? VIDEOS[detected.mime] : undefined;

  let stored: StoredFile;
  if (detected && IMAGES.has(detected.mime)) {
    const chunks: Buffer[] = [head];
    // Past the limit the rest is read and dropped, so the member gets the answer, not a reset connection.
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      size += next.value.length;
      if (size <= CIRCLE_LIMITS.imageMaxBytes) chunks.push(next.value);
    }
    if (size > CIRCLE_LIMITS.imageMaxBytes || file.file.truncated)
      throw new AppError('PAYLOAD_TOO_LARGE', CIRCLE_MESSAGES.imageTooLarge);
    stored = await storeImage(ctx, Buffer.concat(chunks));
  } else if (video) {
    const max = videoMaxBytes(ctx);
    const tooLarge = () => size > max || file.file.truncated;
    // Past the limit the rest is read and dropped, then the partial file is removed.
    const chunks = (async function* () {
      if (size <= max) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        size += next.value.length;
        if (size <= max) yield next.value;
      }
    })();
    try {
      stored = await storeVideo(ctx, { extension: video, chunks, tooLarge });
    } catch (error) {
      if (tooLarge()) throw new AppError('PAYLOAD_TOO_LARGE', videoTooLargeMessage(max));
      throw error;
    }
  } else {
    for (let next = await iterator.next(); !next.done; next = await iterator.next());
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', CIRCLE_MESSAGES.invalidMedia);
  }

  const [row] = await ctx.db
    .insert(postMedia)
    .values({ ownerId: options.userId, kind: video ? 'video' : 'image', ...stored, createdAt: ctx.now() })
    .returning();
  if (!row) throw new Error('insert returned no media');
  return presentMedia(row);
}
