import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  contentTypeOfKey,
  isBlobKey,
  type StoredBlob,
} from './blob-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A new file: fails if the name is taken (the temporary names are random). */
async function write(file: string, data: Uint8Array | Readable): Promise<void> {
  if (data instanceof Uint8Array) return fs.writeFile(file, data, { mode: 0o644, flag: 'wx' });
  const out = createWriteStream(file, { mode: 0o644, flags: 'wx' });
  try {
    await pipeline(data, out);
  } catch (error) {
    // A source that fails while the file is still being opened rejects the pipeline before the
    // open ends: the file would appear after the caller removed it. Wait for the stream to close.
    if (!out.closed) await once(out, 'close').catch(() => undefined);
    throw error;
  }
}

/** Blobs as files in one directory (DATA_DIR/uploads), named by their keys. */
export class LocalBlobStore implements BlobStore {
  /** The directory, made by the first put rather than checked by every one. */
  private made: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  async put(key: string, data: Uint8Array | Readable, contentType: string): Promise<void> {
    if (!isBlobKey(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
    if (contentTypeOfKey(key) !== contentType) throw new Error(`${key} cannot hold ${contentType}`);
    // Written beside the target under a name no key matches, then renamed into place in one step.
    const temporary = path.join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.partial`);
    try {
      await this.directory();
      try {
        await write(temporary, data);
      } catch (error) {
        // Removed since it was made: made again, and bytes (a stream cannot be read twice) written again.
        if (!isMissing(error)) throw error;
        this.made = undefined;
        if (!(data instanceof Uint8Array)) throw error;
        await this.directory();
        await write(temporary, data);
      }
      await fs.rename(temporary, path.join(this.dir, key));
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  private directory(): Promise<unknown> {
    this.made ??= fs.mkdir(this.dir, { recursive: true }).catch((error: unknown) => {
      this.made = undefined;
      throw error;
    });
    return this.made;
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const contentType = contentTypeOfKey(key);
    if (!contentType) return null;
    try {
      const stats = await fs.stat(path.join(this.dir, key));
      return stats.isFile() ? { size: stats.size, contentType } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isBlobKey(key)) return null;
    try {
      return await fs.readFile(path.join(this.dir, key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isBlobKey(key)) return null;
    let handle: fs.FileHandle;
    try {
      // Opened before answering, so a missing file is a null here rather than a failed response later.
      handle = await fs.open(path.join(this.dir, key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    if (!isBlobKey(key)) return;
    try {
      await fs.unlink(path.join(this.dir, key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async check(): Promise<void> {
    await this.directory();
    await fs.access(this.dir, fs.constants.R_OK | fs.constants.W_OK);
  }

  /** The blob files (not a put's temporary files), read from the directory as it goes. */
  async *list(): AsyncIterable<StoredBlob> {
    let dir: AsyncIterable<import('node:fs').Dirent>;
    try {
      dir = await fs.opendir(this.dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of dir) {
      if (!entry.isFile() || !isBlobKey(entry.name)) continue;
      const stats = await fs.stat(path.join(this.dir, entry.name)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (stats) yield { key: entry.name, writtenAt: stats.mtime };
    }
  }
}
