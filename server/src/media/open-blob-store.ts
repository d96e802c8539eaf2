import path from 'node:path';
import { type AppConfig, EnvError } from '../env';
import type { BlobStore } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

/**
 * One area of media (the public uploads; another feature's own, such as cup photos): the directory
 * DATA_DIR/<area> by default, or the objects under "<area>/" in the S3_BUCKET bucket when one is
 * configured. The S3 SDK is loaded only then.
 */
export async function openBlobStore(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  area: string,
): Promise<BlobStore & { close?(): void }> {
  if (!config.s3) return new LocalBlobStore(path.join(config.dataDir, area));
  const { openS3BlobStore } = await import('./s3-blob-store');
  return openS3BlobStore(config.s3, { prefix: `${area}/` });
}

type StartLog = { warn(obj: object, msg?: string): void };

/**
 * At start, whether the bucket answers. A bucket that does not exist or refuses these credentials
 * is a configuration mistake, and stops the start with a message naming it (EnvError). A store that
 * cannot be reached may come up later: the server starts, says so in its log, and answers media
 * requests with 503 until it does.
 */
export async function checkBlobStoreAtStart(
  store: BlobStore,
  config: Pick<AppConfig, 's3'>,
  log: StartLog,
): Promise<void> {
  if (!config.s3) return;
  try {
    await store.check();
  } catch (error) {
    const cause = (error as { cause?: { name?: string; $metadata?: { httpStatusCode?: number } } }).cause;
    const status = cause?.$metadata?.httpStatusCode;
    const where = `bucket "${config.s3.bucket}"${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
    if (status === 404 || cause?.name === 'NoSuchBucket' || cause?.name === 'NotFound') {
      throw new EnvError(`Invalid environment variable S3_BUCKET: there is no ${where}`);
    }
    if (status === 403 || status === 401) {
      throw new EnvError(
        `Invalid environment variable S3_ACCESS_KEY_ID: the ${where} refuses these credentials (HTTP ${status})`,
      );
    }
    log.warn(
      { err: cause ?? error },
      `the object store (${where}) does not answer: photos and videos answer 503 until it does`,
    );
  }
}
