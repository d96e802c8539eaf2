import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { findOwnCupPhoto } from './find-cup-photo';

/**
 * Sends the re-encoded photo to its owner; anyone else gets 404, as for a missing photo. Kept out of
 * shared caches and off the disk of the browser (a photo can be deleted any day).
 */
export async function serveCupPhoto(
  ctx: AppContext,
  options: { ownerId: number; id: string; reply: FastifyReply },
): Promise<FastifyReply> {
  const row = await findOwnCupPhoto(ctx, options);
  if (!row) throw notFound();
  const [info, body] = await Promise.all([
    ctx.cupPhotos.blobs.stat(row.blobKey),
    ctx.cupPhotos.blobs.stream(row.blobKey),
  ]);
  if (!info || !body) {
    body?.destroy();
    throw notFound();
  }
  return options.reply
    .header('Content-Type', info.contentType)
    .header('Content-Length', info.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
