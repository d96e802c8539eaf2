import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_UNAVAILABLE_MESSAGES } from '@contract/media';
import type { S3Config } from '../env';
import { AppError } from '../lib/app-error';
import {
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  contentTypeOfKey,
  isBlobKey,
  type StoredBlob,
} from './blob-store';

/** Seconds a member is asked to wait when the store does not answer. */
const STORE_RETRY_SECONDS = 30;

/**
 * A stream is sent in parts of this size, one at a time, so an upload holds at most about one part
 * in memory whatever its length; shorter streams go as one PutObject. 5 MB is S3's smallest part.
 */
const PART_BYTES = 5 * 1024 * 1024;

/** The store's failure as the member sees it: 503 with Retry-After; the cause stays for the log. */
export function storeUnavailable(cause: unknown): AppError {
  const error = new AppError('UNAVAILABLE', MEDIA_UNAVAILABLE_MESSAGES.storeDown, {
    'retry-after': String(STORE_RETRY_SECONDS),
  });
  error.cause = cause;
  return error;
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
};

/**
 * Blobs as objects in an S3-compatible bucket (AWS, MinIO, Ceph, R2...), named `prefix` + key. The
 * SDK is loaded by openS3BlobStore only, so a server without S3_BUCKET never loads it. Any failure
 * of the store other than "no such object" becomes a 503 with Retry-After (storeUnavailable).
 */
export class S3BlobStore implements BlobStore {
  constructor(
    private readonly client: S3Client,
    private readonly sdk: typeof import('@aws-sdk/client-s3'),
    private readonly upload: typeof import('@aws-sdk/lib-storage').Upload,
    readonly bucket: string,
    readonly prefix: string,
  ) {}

  private name(key: string): string {
    return this.prefix + key;
  }

  async put(key: string, data: Uint8Array | Readable, contentType: string): Promise<void> {
    if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    if (contentTypeOfKey(key) !== contentType) throw new Error(`${key} cannot hold ${contentType}`);
    const object = { Bucket: this.bucket, Key: this.name(key), ContentType: contentType };
    if (data instanceof Uint8Array) {
      try {
        await this.client.send(new this.sdk.PutObjectCommand({ ...object, Body: data, ContentLength: data.length }));
      } catch (error) {
        throw storeUnavailable(error);
      }
      return;
    }
    // The source's own failure (a member who went away, a file over its limit) is its error, not the store's.
    let sourceError: unknown;
    data.once('error', (error) => {
      sourceError = error;
    });
    // A multipart upload that fails is aborted, so no object appears: the object exists only once complete.
    const upload = new this.upload({
      client: this.client,
      params: { ...object, Body: data },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      data.destroy();
      if (sourceError) throw sourceError;
      throw storeUnavailable(error);
    }
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const contentType = contentTypeOfKey(key);
    if (!contentType) return null;
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
      return { size: head.ContentLength ?? 0, contentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storeUnavailable(error);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const body = await this.stream(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of body) chunks.push(chunk as Buffer);
    } catch (error) {
      throw storeUnavailable(error);
    }
    return Buffer.concat(chunks);
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isBlobKey(key)) return null;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({
          Bucket: this.bucket,
          Key: this.name(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storeUnavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.name(key) }));
    } catch (error) {
      if (!isNotFound(error)) throw storeUnavailable(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** The objects under the prefix that are blobs, a page (up to 1000) at a time. */
  async *list(): AsyncIterable<StoredBlob> {
    let token: string | undefined;
    do {
      let page: import('@aws-sdk/client-s3').ListObjectsV2CommandOutput;
      try {
        page = await this.client.send(
          new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
        );
      } catch (error) {
        throw storeUnavailable(error);
      }
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        if (isBlobKey(key) && object.LastModified) yield { key, writtenAt: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Whether the bucket answers: throws storeUnavailable (with the SDK's error as its cause) when not. */
  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw storeUnavailable(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * A connection that is not made in this long counts as a store that is down: the member is told so
 * (503) rather than kept waiting. Each request is tried twice.
 */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The store for one area of the bucket (`prefix`, e.g. "uploads/"), with the SDK loaded now. */
export async function openS3BlobStore(config: S3Config, options: { prefix: string }): Promise<S3BlobStore> {
  const [sdk, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
  const client = new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: a streamed PutObject with the default (a trailing
    // checksum in aws-chunked encoding) reaches some S3-compatible servers with the chunk framing
    // stored inside the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  return new S3BlobStore(client, sdk, Upload, config.bucket, options.prefix);
}
