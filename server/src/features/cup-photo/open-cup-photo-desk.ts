import path from 'node:path';
import { AppError } from '../../lib/app-error';
import { LocalBlobStore } from '../../media/local-blob-store';
import type { CupPhotoDesk, CupReader } from './cup-photo-desk';
import { ReaderQueue } from './reader-queue';

/**
 * Two readings at once on two cores, four more waiting: each holds at most a 15 MB upload and a
 * decoded photo (tens of MB), so six stay well within the server's 350 MB.
 */
export const READER_QUEUE = { concurrent: 2, capacity: 6 } as const;

/** Stands in until the reader (reader/index.ts, branch cup-reader) is merged: every photo waits with 503. */
const readerNotMerged: CupReader = async () => {
  throw new AppError('UNAVAILABLE', 'Reading a photo of your cup is not available yet. Please use the swirl for now.');
};

/** The desk a server starts with: photos in DATA_DIR/cup-photos, apart from the public uploads. */
export function openCupPhotoDesk(options: { dataDir: string; read?: CupReader }): CupPhotoDesk {
  return {
    blobs: new LocalBlobStore(path.join(options.dataDir, 'cup-photos')),
    read: options.read ?? readerNotMerged,
    queue: new ReaderQueue(READER_QUEUE),
  };
}
