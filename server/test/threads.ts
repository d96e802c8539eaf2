// This process's threads by name, for the tests of thread priorities (Linux).
import os from 'node:os';
import { threadIdsNamed } from '../src/lib/thread-priority';
import { loadSharp, lookForImageWorkersAgain } from '../src/media/load-sharp';

/** This process's threads named `name`, with their priorities. */
export function threadsNamed(name: string): { tid: number; priority: number }[] {
  return threadIdsNamed(name).map((tid) => ({ tid, priority: os.getPriority(tid) }));
}

/** Puts libvips' workers back at the process's priority (only root may raise a priority), so a test sees its own lowering. */
export async function libvipsWorkersAtZero(): Promise<number> {
  const sharp = await loadSharp();
  // Enough work for libvips to start its workers.
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c8a27a' } })
    .resize(600)
    .webp()
    .toBuffer();
  const workers = threadsNamed('libvips worker');
  for (const { tid } of workers) os.setPriority(tid, 0);
  lookForImageWorkersAgain();
  return workers.length;
}
