import path from 'node:path';
import type { AppConfig } from '../../env';
import { openBlobStore } from '../../media/open-blob-store';
import { UploadSpool } from '../../media/upload-spool';
import type { CupPhotoDesk, CupReader } from './cup-photo-desk';
import { ReaderQueue } from './reader-queue';

/**
 * One reading at a time, five more waiting: each waits as a file of at most 15 MB in the spool, not
 * in memory (docs/decisions/0053), and one decode runs, so six stay within the server's 350 MB and
 * 90 MB of disk. On two cores a second reading at once finished a burst no
 * sooner and took the core other members' requests need (docs/decisions/0040-cup-photo-memory.md).
 * One photo of a member's at a time, so one member sending many at once cannot take every place.
 */
export const READER_QUEUE = { concurrent: 1, capacity: 6, perMember: 1 } as const;

/**
 * The embedded reader on the main thread, loaded with the first photo: a server that never reads a
 * cup never loads its silhouettes. `npm start` gives the desk the reader's thread instead (main.ts).
 */
const embeddedReader: CupReader = async (photo, options) => {
  const { readCupPhoto } = await import('./reader');
  return readCupPhoto(photo, options);
};

/**
 * The desk a server starts with: photos apart from the public uploads, in DATA_DIR/cup-photos, or
 * under "cup-photos/" in the S3_BUCKET bucket when one is configured (docs/decisions/0035), and
 * photos waiting for their turn in DATA_DIR/incoming. close()
 * lets go of the store's connections.
 */
export async function openCupPhotoDesk(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  options: { read?: CupReader } = {},
): Promise<CupPhotoDesk & { close(): void }> {
  const blobs = await openBlobStore(config, 'cup-photos');
  return {
    blobs,
    spool: await UploadSpool.open(path.join(config.dataDir, 'incoming')),
    read: options.read ?? embeddedReader,
    queue: new ReaderQueue(READER_QUEUE),
    close: () => blobs.close?.(),
  };
}
