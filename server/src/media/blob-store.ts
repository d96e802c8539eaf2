import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** The kinds of blob Telve stores, by key extension; a blob's content type is read from its key. */
const BLOB_CONTENT_TYPES = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
} as const;

type BlobExtension = keyof typeof BLOB_CONTENT_TYPES;

/** 128 random bits in hex and an extension: unguessable, and safe as a file name or an object key. */
const BLOB_KEY = /^[a-f0-9]{32}\.(webp|mp4|webm|mov)$/;

/** A fresh key for a new blob. Keys are never reused, so a stored blob never changes (cacheable forever). */
export const newBlobKey = (extension: BlobExtension): string => `${randomBytes(16).toString('hex')}.${extension}`;

/** Whether newBlobKey could have made this key; anything else names no blob. */
export const isBlobKey = (key: string): boolean => BLOB_KEY.test(key);

export function contentTypeOfKey(key: string): string | undefined {
  if (!isBlobKey(key)) return undefined;
  return BLOB_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as BlobExtension];
}

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface BlobInfo {
  size: number;
  contentType: string;
}

/** A stored blob as the orphan sweep sees it. */
export interface StoredBlob {
  key: string;
  /** When its bytes were last written. */
  writtenAt: Date;
}

/**
 * Where uploaded media lives, behind one interface: a local directory by default (LocalBlobStore);
 * an S3-compatible bucket (S3BlobStore, chosen by S3_BUCKET) when several machines serve Telve. Keys
 * come from newBlobKey. Reads of a key that is absent, or that is not a blob key, answer null or
 * false. A store that cannot be reached fails with a 503 AppError (Retry-After), never a 500.
 */
export interface BlobStore {
  /** Stores the whole blob or nothing: a reader never sees a partly written one. */
  put(key: string, data: Uint8Array | Readable, contentType: string): Promise<void>;
  stat(key: string): Promise<BlobInfo | null>;
  get(key: string): Promise<Buffer | null>;
  /** The blob's bytes, or only the range asked for (video seeking). */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the blob; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored blob (its key and age), one at a time, for the orphan sweep. */
  list(): AsyncIterable<StoredBlob>;
  /** Resolves when the store can be used now (its directory, or its bucket, answers); throws when not. */
  check(): Promise<void>;
}
