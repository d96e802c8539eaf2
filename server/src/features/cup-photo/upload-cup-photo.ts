import { CUP_PHOTO_MESSAGES, CUP_REFUSAL_MESSAGES, type CupPhoto, type CupShape } from '@contract/cup-photos';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { cupPhotos } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { newBlobKey } from '../../media/blob-store';
import type { EncodedImage } from '../../media/image-pipeline';
import { presentCupPhoto } from './present-cup-photo';
import { readPhotoForm } from './read-photo-form';
import type { CupSight } from './reader/types';

/**
 * The stored photo's longest side: enough to outline shapes on any phone (a 400-point screen at 3x),
 * a few hundred KB as WebP. The reader reads it at 1000 px. A third of a 12 MP photo's 4000 px: libjpeg
 * then decodes the camera's JPEG at half size (sharp shrinks on load only when a factor of 3 or more
 * is left; at 1600 it decoded all 12 MP), a quarter of the pixels to hold while 10 members upload at
 * once (docs/decisions/0054-cup-photo-stored-at-a-third.md).
 */
const CUP_PHOTO_MAX_EDGE = 1333;
/** Seconds a member is asked to wait when the reader's queue is full. */
const BUSY_RETRY_SECONDS = 3;

interface UploadOptions {
  userId: number;
  request: FastifyRequest;
  /** Gives back the fair-use hit this request took, when it is refused for the queue (not the member's doing). */
  giveBackHit: () => Promise<void>;
}

/**
 * Reads a photo of the member's cup and keeps it with what the reader saw. The photo takes a place
 * in the reader's queue before its bytes are read (503 when full, or while the member's previous
 * photo is still in it), waits its turn on disk in the desk's spool (the original, EXIF and all, is
 * removed once it is read or refused), is re-encoded by the shared pipeline (upright, at most
 * CUP_PHOTO_MAX_EDGE, WebP, no EXIF or GPS), and the reader reads the re-encoded copy, so what is
 * kept is exactly what was read. A refusal (not an image 415, too large
 * 413, not a cup, too dark, too blurred, no grounds 422) keeps nothing. The photo and its name are
 * never logged.
 */
export async function uploadCupPhoto(ctx: AppContext, options: UploadOptions): Promise<CupPhoto> {
  const ticket = ctx.cupPhotos.queue.admit(options.userId);
  if (typeof ticket === 'string') {
    await options.giveBackHit();
    const message = ticket === 'full' ? CUP_PHOTO_MESSAGES.busy : CUP_PHOTO_MESSAGES.oneAtATime;
    throw new AppError('UNAVAILABLE', message, { 'retry-after': String(BUSY_RETRY_SECONDS) });
  }
  let image: EncodedImage;
  let sight: CupSight;
  let form: Awaited<ReturnType<typeof readPhotoForm>> | undefined;
  try {
    form = await readPhotoForm(options.request, ctx.cupPhotos.spool);
    await ticket.turn();
    image = await ctx.images.reencode({ file: form.photo.file }, { maxEdge: CUP_PHOTO_MAX_EDGE });
    const result = await ctx.cupPhotos.read(image.bytes, { handleAngle: form.handleAngle });
    if (!result.ok) throw new AppError('UNPROCESSABLE', CUP_REFUSAL_MESSAGES[result.refusal]);
    sight = { ...result.sight, handleAngle: form.handleAngle ?? result.sight.handleAngle };
  } finally {
    ticket.done();
    await form?.photo.discard();
  }
  const blobKey = newBlobKey(image.extension);
  await ctx.cupPhotos.blobs.put(blobKey, image.bytes, image.contentType);
  // Whether the handle was found matters only now, while the member can still correct it: answered, not kept.
  const { handleFound, ...seen } = tidy(sight);
  const row = await recordPhoto(ctx, {
    ownerId: options.userId,
    blobKey,
    width: image.width,
    height: image.height,
    ...seen,
  });
  return { ...presentCupPhoto(row), handleFound };
}

type NewPhoto = typeof cupPhotos.$inferInsert;

/**
 * Records the stored photo as the member's. The owner's foreign key checks, in the same statement,
 * that the account still exists: one deleted meanwhile refuses the row, and the file goes too.
 */
async function recordPhoto(ctx: AppContext, values: Omit<NewPhoto, 'createdAt'>) {
  try {
    const [row] = await ctx.db
      .insert(cupPhotos)
      .values({ ...values, createdAt: ctx.now() })
      .returning();
    if (!row) throw new Error('insert returned no cup photo');
    return row;
  } catch (error) {
    await ctx.cupPhotos.blobs.delete(values.blobKey);
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

const fraction = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);
const degrees = (v: number) => (Number.isFinite(v) ? ((v % 360) + 360) % 360 : 0);

/** What the reader saw, held to the contract's ranges (a rounding past 1 must not fail the answer). */
function tidy(sight: CupSight): {
  handleAngle: number;
  handleFound: boolean;
  cup: CupPhoto['cup'];
  shapes: CupShape[];
} {
  return {
    handleAngle: degrees(sight.handleAngle),
    handleFound: sight.handleFound,
    cup: { x: fraction(sight.cup.x), y: fraction(sight.cup.y), r: fraction(sight.cup.r) },
    shapes: sight.shapes.map((shape) => ({
      symbolId: shape.symbolId,
      form: shape.form,
      zone: shape.zone,
      box: { x: fraction(shape.box.x), y: fraction(shape.box.y), w: fraction(shape.box.w), h: fraction(shape.box.h) },
      confidence: fraction(shape.confidence),
    })),
  };
}
