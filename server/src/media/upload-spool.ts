import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload written to disk: its file and size. `discard()` removes it, and is always called once it is used. */
export interface SpooledUpload {
  file: string;
  size: number;
  discard(): Promise<void>;
}

/** A file this old in the spool was left by a process that stopped mid-upload: a turn takes seconds. */
const LEFTOVER_AFTER_MS = 60 * 60 * 1000;

/**
 * Uploads that wait their turn on disk instead of in memory (docs/decisions/0053): a queue of six
 * 5 MB phone photos held as buffers is 30 MB of the server's memory, on disk it is none. The folder
 * is the server's own (0700, each file 0600 under a random name); what a process left behind when it
 * stopped mid-upload is removed when the next one opens the spool.
 */
export class UploadSpool {
  private constructor(readonly dir: string) {}

  static async open(dir: string, now = Date.now()): Promise<UploadSpool> {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    for (const name of await fs.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > LEFTOVER_AFTER_MS) await fs.rm(file, { force: true, recursive: true });
    }
    return new UploadSpool(dir);
  }

  /** Writes `stream` to a new file of the spool (its folder made again if it was removed); a stream that fails leaves no file. */
  async take(stream: Readable): Promise<SpooledUpload> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, randomUUID());
    const discard = () => fs.rm(file, { force: true });
    // Opened before the stream flows, so a stream that fails at once cannot leave a file made after its removal.
    const handle = await fs.open(file, 'wx', 0o600);
    try {
      await pipeline(stream, handle.createWriteStream());
      const { size } = await fs.stat(file);
      return { file, size, discard };
    } catch (error) {
      await handle.close().catch(() => undefined);
      await discard();
      throw error;
    }
  }
}
