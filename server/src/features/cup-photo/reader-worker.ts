/**
 * The cup reader's thread (reader-thread.ts starts it; built as dist/server/cup-reader-worker.js):
 * reads each photo it is sent, one after another, at a lower CPU priority than the main thread's.
 */
import { parentPort } from 'node:worker_threads';
import { BACKGROUND_NICENESS, lowerThreadPriority } from '../../lib/thread-priority';
import { readCupPhoto, warmCupReader } from './reader';
import type { ReaderAnswer, ReaderRequest } from './reader-thread';

if (!parentPort) throw new Error('reader-worker.ts runs as a worker thread (reader-thread.ts)');
const port = parentPort;
lowerThreadPriority(BACKGROUND_NICENESS);

port.on('message', (request: ReaderRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});

async function answer(request: ReaderRequest): Promise<ReaderAnswer> {
  try {
    if ('warm' in request) {
      await warmCupReader();
      return { id: request.id, warmed: true };
    }
    const result = await readCupPhoto(
      Buffer.from(request.photo.buffer, request.photo.byteOffset, request.photo.byteLength),
      request.options,
    );
    return { id: request.id, result };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}
