import { inArray } from 'drizzle-orm';
import type { BlobStore } from '../media/blob-store';
import { blobKeyOfUrl, uploadUrl } from '../media/upload-url';
import type { Db } from './client';
import { postMedia, users } from './schema';

/**
 * A day: the sweep removes only stored blobs no row names that are older than this (issue 36: "a
 * sweep removes orphans older than a day"), the same for the uploads and the cup photos, on disk
 * or in a bucket. A younger one may belong to an upload whose row is not written yet (a blob is
 * stored first, then recorded, within one request of at most a minute); the day is a wide margin
 * over that, and over clocks of machines and a bucket that disagree by minutes (an object's age is
 * the store's LastModified against this process's clock).
 */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps. */
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
const BATCH = 500;

/** What a sweep needs: the app context has all three. */
type SweepContext = { db: Db; blobs: BlobStore; now: () => Date };

/** The keys of `keys` that a row still names: a post's media, or a member's profile photo. */
async function referenced(ctx: SweepContext, keys: string[]): Promise<Set<string>> {
  const media = await ctx.db.select({ key: postMedia.blobKey }).from(postMedia).where(inArray(postMedia.blobKey, keys));
  const photos = await ctx.db
    .select({ url: users.profilePhotoUrl })
    .from(users)
    .where(inArray(users.profilePhotoUrl, keys.map(uploadUrl)));
  return new Set([...media.map((row) => row.key), ...photos.flatMap((row) => blobKeyOfUrl(row.url) ?? [])]);
}

/**
 * Removes stored files that no row names and that are older than `minAgeMs`: what a crash between
 * a commit and the removal of its files, or a store that failed to remove one, left behind.
 * Deletions remove their files after their commit, and uploads refused for a deleted account remove
 * theirs, so this only catches the rest. Answers how many it removed.
 */
export async function sweepOrphanBlobs(
  ctx: SweepContext,
  options: {
    minAgeMs?: number;
    /** Which of these keys a row still names: for a store of its own (the cup photos'), its own table. */
    referenced?: (keys: string[]) => Promise<Set<string>>;
  } = {},
): Promise<number> {
  const cutoff = ctx.now().getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const kept = await (options.referenced ?? ((keys: string[]) => referenced(ctx, keys)))(batch);
    const orphans = batch.filter((key) => !kept.has(key));
    for (const key of orphans) await ctx.blobs.delete(key);
    removed += orphans.length;
    batch = [];
  };
  for await (const blob of ctx.blobs.list()) {
    if (blob.writtenAt.getTime() > cutoff) continue;
    batch.push(blob.key);
    if (batch.length === BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  return removed;
}

/** The first sweep waits this long after start, so it never competes with start-up. */
const FIRST_SWEEP_AFTER_MS = 60 * 1000;

type SweepLog = { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };

/**
 * Sweeps a minute after start and every SWEEP_EVERY_MS after, in the background (a failed sweep is
 * logged and tried again next time); the returned function stops it.
 */
export function scheduleOrphanSweep(ctx: SweepContext, log: SweepLog): () => void {
  const run = () =>
    void sweepOrphanBlobs(ctx).then(
      (removed) => removed > 0 && log.info({ removed }, 'removed stored files no row names'),
      (error: unknown) => log.warn({ err: error }, 'orphan file sweep failed'),
    );
  const first = setTimeout(run, FIRST_SWEEP_AFTER_MS).unref();
  const every = setInterval(run, SWEEP_EVERY_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
