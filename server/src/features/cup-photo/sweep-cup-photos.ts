import { CUP_PHOTO_KEEP_MS } from '@contract/cup-photos';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cupPhotos } from '../../db/schema';
import { sweepOrphanBlobs } from '../../db/sweep-orphan-blobs';
import { deleteBlobs } from '../../media/delete-blobs';
import type { CupPhotoDesk } from './cup-photo-desk';

/** How often a running server sweeps: a photo goes at most this long after its 24 hours. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** The first sweep waits this long after start, so it never competes with start-up. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

type SweepContext = { db: Db; now: () => Date; cupPhotos: Pick<CupPhotoDesk, 'blobs'> };

/**
 * Deletes the photos no reading uses that were uploaded more than 24 hours ago, rows and files. A
 * reading taking a photo at the same moment either links it first (and the delete, which checks
 * `reading_id is null` on the row it locks, passes it by) or finds it gone. Then the files of the
 * photo store no row names (a photo whose reading was deleted, a crash between a commit and a
 * removal). Answers how many photos went.
 */
export async function sweepCupPhotos(ctx: SweepContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - CUP_PHOTO_KEEP_MS);
  const gone = await ctx.db
    .delete(cupPhotos)
    .where(and(isNull(cupPhotos.readingId), lt(cupPhotos.createdAt, cutoff)))
    .returning({ blobKey: cupPhotos.blobKey });
  await deleteBlobs(
    ctx.cupPhotos,
    gone.map((row) => row.blobKey),
  );
  await sweepOrphanBlobs(
    { db: ctx.db, now: ctx.now, blobs: ctx.cupPhotos.blobs },
    {
      referenced: async (keys) => {
        const rows = await ctx.db
          .select({ key: cupPhotos.blobKey })
          .from(cupPhotos)
          .where(inArray(cupPhotos.blobKey, keys));
        return new Set(rows.map((row) => row.key));
      },
    },
  );
  return gone.length;
}

type SweepLog = { warn(obj: object, msg?: string): void };

/**
 * Sweeps at start and every SWEEP_EVERY_MS after, in the background (a failed sweep is logged and
 * tried again next time); the returned function stops it.
 */
export function scheduleCupPhotoSweep(ctx: SweepContext, log: SweepLog): () => void {
  const run = () =>
    void sweepCupPhotos(ctx).catch((error: unknown) => log.warn({ err: error }, 'cup photo sweep failed'));
  const first = setTimeout(run, FIRST_SWEEP_AFTER_MS).unref();
  const every = setInterval(run, SWEEP_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
