import type { BlobStore } from '../../media/blob-store';
import type { UploadSpool } from '../../media/upload-spool';
import type { CupReaderResult, ReadCupOptions } from './reader/types';
import type { ReaderQueue } from './reader-queue';

/** The reader's promise (reader/index.ts's readCupPhoto), as the desk holds it. */
export type CupReader = (photo: Buffer, options?: ReadCupOptions) => Promise<CupReaderResult>;

/** What the cup photos need, built once in buildApp. */
export interface CupPhotoDesk {
  /**
   * Where the re-encoded photos are kept: a store of their own (DATA_DIR/cup-photos, or the bucket's
   * cup-photos/), never served by /uploads.
   */
  blobs: BlobStore;
  /** The reader: decides which shapes a photo holds, or refuses it. */
  read: CupReader;
  /** Where a photo waits for its turn: on disk, not in memory (media/upload-spool.ts). */
  spool: UploadSpool;
  /** At most a couple of readings at once, a few waiting; more are refused with 503. */
  queue: ReaderQueue;
}

declare module '../../context' {
  interface AppContext {
    /** Photos of members' cups (issue 31): their store, the reader and its queue. */
    cupPhotos: CupPhotoDesk;
  }
}
