import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { CupReaderResult, ReadCupOptions } from './reader/types';

/** What the page asks of the reader's thread, and what it answers (reader-worker.ts). */
export type ReaderRequest = { id: number; photo: Uint8Array; options: ReadCupOptions } | { id: number; warm: true };
export type ReaderAnswer =
  | { id: number; result: CupReaderResult }
  | { id: number; warmed: true }
  | { id: number; error: string };

/** The cup reader in a thread of its own: read a photo, load the templates ahead, let the thread go. */
export interface ReaderThread {
  read(photo: Buffer, options?: ReadCupOptions): Promise<CupReaderResult>;
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The reader's V8 heap: its templates and one photo's arrays take ~40 MB; a photo that somehow
 * needed far more ends that read (and the thread, started again for the next), not the server.
 */
const READER_HEAP: WorkerOptions['resourceLimits'] = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 6 };

/**
 * Runs the cup reader in one worker thread, started with the first photo (or the warm-up) and kept
 * for the next. The thread lowers its own priority (reader-worker.ts), so on a busy machine the
 * main thread's requests come before a photo's shapes (docs/decisions/0050-cup-reader-thread.md).
 * When the thread fails or exits, the photos it held are refused with its error and the next photo
 * starts a new one. `entry` is the worker's file (or, with `eval`, its source, for tests).
 */
export function openReaderThread(entry: URL | string, options: { eval?: boolean } = {}): ReaderThread {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (answer: ReaderAnswer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const started = new Worker(entry, { eval: options.eval ?? false, resourceLimits: READER_HEAP });
    started.on('message', (answer: ReaderAnswer) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      waiting.resolve(answer);
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the cup reader's thread exited (${code})`));
    });
    // An idle thread does not keep the process alive; one with a photo in it does.
    started.unref();
    worker = started;
    return started;
  };

  const ask = (request: Omit<ReaderRequest, 'id'>, transfer: ArrayBuffer[] = []): Promise<ReaderAnswer> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const target = thread();
      pending.set(id, { resolve, reject });
      target.ref();
      target.postMessage({ ...request, id }, transfer);
    });

  const settle = (answer: ReaderAnswer) => {
    if ('error' in answer) throw new Error(`the cup reader failed: ${answer.error}`);
    return answer;
  };

  return {
    async read(photo, readOptions = {}) {
      // A copy of the bytes goes to the thread: the caller keeps its own to store.
      const copy = new Uint8Array(photo);
      const answer = settle(await ask({ photo: copy, options: readOptions }, [copy.buffer as ArrayBuffer]));
      if (!('result' in answer)) throw new Error('the cup reader answered a photo without a result');
      return answer.result;
    },
    async warm() {
      settle(await ask({ warm: true }));
    },
    async close() {
      const closing = worker;
      worker = undefined;
      failAll(new Error("the cup reader's thread was closed"));
      await closing?.terminate();
    },
  };
}
