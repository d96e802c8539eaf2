import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { sendBlob } from '../../media/send-blob';
import { findOwnCupPhoto } from './find-cup-photo';

/**
 * Kept out of shared caches and off the disk of the browser: a photo is its owner's alone, and can be
 * deleted any day (its address stays while the photo does, so an immutable year would outlive it).
 */
const PRIVATE = 'private, no-store';

/**
 * Sends the re-encoded photo to its owner, from the photo store (a directory or the bucket) the way
 * /uploads sends media (ranges, nosniff, a HEAD without a read); anyone else gets 404, as for a
 * missing photo.
 */
export async function serveCupPhoto(
  ctx: AppContext,
  options: { ownerId: number; id: string; request: FastifyRequest; reply: FastifyReply },
): Promise<FastifyReply> {
  const row = await findOwnCupPhoto(ctx, options);
  if (!row) throw notFound();
  return sendBlob(ctx.cupPhotos.blobs, row.blobKey, {
    request: options.request,
    reply: options.reply,
    cacheControl: PRIVATE,
  });
}
