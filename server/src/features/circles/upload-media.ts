import { Readable } from 'node:stream';
import { CIRCLE_LIMITS, CIRCLE_MESSAGES, type PostMedia } from '@contract/circles';
import { UPLOAD_MESSAGES } from '@contract/media';
import type { MultipartFile } from '@fastify/multipart';
import { and, desc, eq, isNull, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { postMedia } from '../../db/schema';
import { AppError, badRequest, inEveryLanguage, unauthorized } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { REFUSAL_WORDS } from '../../lib/refusal-words';
import { newBlobKey } from '../../media/blob-store';
import { deleteBlobs } from '../../media/delete-blobs';
import { fileTypeOf } from '../../media/file-type-of';
import type { UploadHold } from '../../media/image-pipeline';
import { checkVideo, VIDEO_SNIFF_BYTES } from '../../media/video-check';
import { presentMedia } from './present-post';

/** The largest video this server takes (CIRCLE_VIDEO_MAX_BYTES). */
export const videoMaxBytes = (ctx: AppContext) => ctx.config.circleVideoMaxBytes ?? CIRCLE_LIMITS.videoMaxBytes;

type Stored = { kind: 'image' | 'video'; blobKey: string; width: number | null; height: number | null };

/**
 * Stores one photo or video for a post the member is about to write, and answers its id (owned by
 * the uploader until a post claims it). What the browser said the file is counts for nothing: the
 * kind comes from the bytes. Photos go through the shared image pipeline (WebP, at most 2048 px, no
 * EXIF or GPS); videos must be MP4, WebM or QuickTime by magic bytes and are streamed into the blob
 * store, so a large one never sits in memory.
 */
export async function uploadMedia(ctx: AppContext, options: { userId: number; request: FastifyRequest }) {
  if (!options.request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  let stored: Stored;
  try {
    const file = await options.request.file({
      // One byte over the larger limit, so storeUpload sees a file pass its limit (and stops) before the parser cuts it.
      limits: { fileSize: Math.max(videoMaxBytes(ctx), CIRCLE_LIMITS.imageMaxBytes) + 1 },
    });
    if (file?.fieldname !== 'file') throw badRequest(CIRCLE_MESSAGES.noFile);
    stored = await storeUpload(ctx, file);
  } catch (error) {
    throw asClientError(error);
  }
  const row = await recordUpload(ctx, { ownerId: options.userId, stored });
  await dropStaleUploads(ctx, options.userId);
  return presentMedia(row) satisfies PostMedia;
}

/**
 * Records the stored file as the member's. The owner's foreign key checks, in the same statement,
 * that the account still exists: one deleted while the file was being stored refuses the row, and
 * the file goes too, so nothing of the account outlives its deletion.
 */
async function recordUpload(ctx: AppContext, options: { ownerId: number; stored: Stored }) {
  try {
    const [row] = await ctx.db
      .insert(postMedia)
      .values({ ownerId: options.ownerId, ...options.stored, createdAt: ctx.now() })
      .returning();
    if (!row) throw new Error('insert returned no media');
    return row;
  } catch (error) {
    await ctx.blobs.delete(options.stored.blobKey);
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

/**
 * Keeps a member's uploads that no post uses to the newest few, so files picked and never posted
 * cannot pile up in the store. One statement chooses and deletes the rows; a post claiming one of
 * them at the same moment either gets it first or is told to attach it again.
 */
async function dropStaleUploads(ctx: AppContext, userId: number): Promise<void> {
  const unattached = and(eq(postMedia.ownerId, userId), isNull(postMedia.postId));
  const keep = ctx.db
    .select({ id: postMedia.id })
    .from(postMedia)
    .where(unattached)
    .orderBy(desc(postMedia.id))
    .limit(CIRCLE_LIMITS.unattachedUploads);
  const dropped = await ctx.db
    .delete(postMedia)
    .where(and(unattached, notInArray(postMedia.id, keep)))
    .returning({ blobKey: postMedia.blobKey });
  // After the commit; a file the store cannot remove now is left to the orphan sweep.
  await deleteBlobs(
    ctx,
    dropped.map((file) => file.blobKey),
  );
}

/**
 * A photo's bytes count against the image pipeline's budget as they arrive (a busy server refuses
 * with 503 before reading one whole into memory) until its decode ends; a video's head only while
 * it is sniffed, as the rest streams on to the store.
 */
async function storeUpload(ctx: AppContext, file: MultipartFile): Promise<Stored> {
  const hold = ctx.images.holdUpload();
  try {
    return await storeHeld(ctx, file, hold);
  } finally {
    hold.release();
  }
}

async function storeHeld(ctx: AppContext, file: MultipartFile, hold: UploadHold): Promise<Stored> {
  const iterator = file.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  // Past a limit the rest is read and dropped, so the member gets the answer, not a reset connection.
  const drain = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next());
  };
  const refuse = async (error: unknown): Promise<never> => {
    await drain();
    throw error;
  };
  while (size < VIDEO_SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    try {
      hold.take(next.value.length);
    } catch (error) {
      return refuse(error);
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const mime = (await fileTypeOf(head))?.mime ?? '';
  /** The rest of the file, failing with `tooLarge` the moment it passes `max` bytes in all. */
  const upTo = async function* (max: number, tooLarge: AppError) {
    if (size > max) throw tooLarge;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      size += next.value.length;
      if (size > max) throw tooLarge;
      yield next.value;
    }
  };

  if (mime.startsWith('image/')) {
    const tooLarge = new AppError('PAYLOAD_TOO_LARGE', CIRCLE_MESSAGES.imageTooLarge);
    try {
      for await (const chunk of upTo(CIRCLE_LIMITS.imageMaxBytes, tooLarge)) {
        hold.take(chunk.length);
        chunks.push(chunk);
      }
    } catch (error) {
      // What was read of a refused photo is not kept while the rest is dropped.
      chunks.length = 0;
      if (error instanceof AppError) await refuse(error);
      throw error;
    }
    if (file.file.truncated) throw tooLarge;
    const image = await ctx.images.reencode(Buffer.concat(chunks), { maxEdge: CIRCLE_LIMITS.imageMaxPixels, hold });
    const blobKey = newBlobKey(image.extension);
    await ctx.blobs.put(blobKey, image.bytes, image.contentType);
    return { kind: 'image', blobKey, width: image.width, height: image.height };
  }

  // A video streams on to the store: only its head was held, while it was sniffed.
  hold.release();
  const max = videoMaxBytes(ctx);
  let video: Awaited<ReturnType<typeof checkVideo>>;
  try {
    video = await checkVideo(head, { maxBytes: max });
  } catch {
    return refuse(new AppError('UNSUPPORTED_MEDIA_TYPE', CIRCLE_MESSAGES.invalidMedia));
  }
  // Streamed into the store as it arrives: never whole in memory, and stopped the moment it passes
  // the limit, so a store never keeps (or, for S3, completes) an object over it.
  // The limit is the server's (CIRCLE_VIDEO_MAX_BYTES), so the message is written in her language here.
  const tooLarge = new AppError(
    'PAYLOAD_TOO_LARGE',
    inEveryLanguage((language) => REFUSAL_WORDS[language].videoTooLarge(max)),
  );
  const blobKey = newBlobKey(video.extension);
  try {
    await ctx.blobs.put(
      blobKey,
      Readable.from(
        (async function* () {
          yield head;
          yield* upTo(max, tooLarge);
        })(),
      ),
      video.contentType,
    );
  } catch (error) {
    if (error === tooLarge) await refuse(tooLarge);
    throw error;
  }
  if (file.file.truncated) {
    await ctx.blobs.delete(blobKey);
    throw tooLarge;
  }
  return { kind: 'video', blobKey, width: null, height: null };
}

/** The multipart parser's own failures as the client's fault (plugins/uploads.ts names them the same way). */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code?.startsWith('FST_') && statusCode && statusCode < 500) return error;
  if (message === 'Multipart: Boundary not found') return badRequest(UPLOAD_MESSAGES.noBoundary);
  return badRequest(UPLOAD_MESSAGES.malformed);
}
