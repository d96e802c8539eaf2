import path from 'node:path';
import { LocalBlobStore } from '../../media/local-blob-store';
import type { CupPhotoDesk, CupReader } from './cup-photo-desk';
import { ReaderQueue } from './reader-queue';

/**
 * Two readings at once on two cores, four more waiting: each holds at most a 15 MB upload and a
 * decoded photo (tens of MB), so six stay well within the server's 350 MB.
 */
const READER_QUEUE = { concurrent: 2, capacity: 6 } as const;

/**
 * The embedded reader, loaded with the first photo: a server that never reads a cup never loads its
 * silhouettes.
 */
const embeddedReader: CupReader = async (photo, options) => {
  const { readCupPhoto } = await import('./reader');
  return readCupPhoto(photo, options);
};

/** The desk a server starts with: photos in DATA_DIR/cup-photos, apart from the public uploads. */
export function openCupPhotoDesk(options: { dataDir: string; read?: CupReader }): CupPhotoDesk {
  return {
    blobs: new LocalBlobStore(path.join(options.dataDir, 'cup-photos')),
    read: options.read ?? embeddedReader,
    queue: new ReaderQueue(READER_QUEUE),
  };
}

/**
 * Loads the embedded reader and turns its silhouette templates, for the server's warm-up a moment
 * after it listens, so the first photo does not wait for them (the reader is otherwise loaded with
 * the first photo).
 */
export async function warmCupPhotoReader(): Promise<void> {
  const { warmCupReader } = await import('./reader');
  await warmCupReader();
}
