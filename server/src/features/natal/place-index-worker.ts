/**
 * The place index's builder thread (places.ts starts it; built as dist/server/place-index-worker.js):
 * reads the data file named in workerData, builds the index's arrays, hands them over and ends. What
 * the build leaves behind (the file's bytes, a town object and strings per name) goes with the thread.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { buildPlaceIndexParts, readTowns, transferListOf } from './place-index-parts';

if (!parentPort) throw new Error('place-index-worker.ts runs as a worker thread (places.ts)');
const parts = buildPlaceIndexParts(readTowns(readFileSync(workerData as string)));
parentPort.postMessage(parts, transferListOf(parts));
