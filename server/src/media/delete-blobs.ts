import type { BlobStore } from './blob-store';

/**
 * Removes the stored files of deleted post media. Called after the deleting transaction commits, so
 * a rolled-back delete never loses a file. The change is already made by then: a file the store
 * cannot remove is left behind (unreachable, since no row names it) rather than turning it into an error.
 */
export async function deleteBlobs(ctx: { blobs: BlobStore }, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.blobs.delete(key).catch(() => undefined)));
}
