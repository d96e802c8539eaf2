import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * Lowers the calling thread's CPU priority to `niceness` (0-19; higher is kinder to the others), so
 * on a busy machine the scheduler runs the server's main thread first. Linux only: there a thread is
 * scheduled on its own and `setpriority` on its id changes that thread alone, never the process.
 * Answers whether it did; anywhere else, or where it is not allowed, the thread runs as it was.
 */
export function lowerThreadPriority(niceness: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // "/proc/thread-self" is a link to "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    os.setPriority(tid, niceness);
    return os.getPriority(tid) === niceness;
  } catch {
    return false;
  }
}

/**
 * The niceness of work that may wait for the requests: the cup reader's thread and libvips' workers
 * (docs/decisions/0050-cup-reader-thread.md, 0051-place-index-and-image-threads.md). A photo's
 * shapes or a card may wait a few milliseconds; a page should not.
 */
export const BACKGROUND_NICENESS = 10;

/** The ids of this process's threads whose name (`/proc/self/task/<tid>/comm`) is `name`; none off Linux. */
export function threadIdsNamed(name: string): number[] {
  if (process.platform !== 'linux') return [];
  const ids: number[] = [];
  try {
    for (const entry of readdirSync('/proc/self/task')) {
      try {
        if (readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim() === name) ids.push(Number(entry));
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    return ids;
  }
  return ids;
}

/**
 * Lowers the CPU priority of this process's threads named `name` to `niceness`, as
 * lowerThreadPriority does for the calling one: for the threads a library starts and keeps
 * (libvips' workers), which no caller can lower from inside. Threads started later are found on a
 * later call. Answers how many it lowered this time: 0 off Linux, where it is not allowed, or when
 * every such thread is already there.
 */
export function lowerThreadsNamed(name: string, niceness: number): number {
  let lowered = 0;
  for (const tid of threadIdsNamed(name)) {
    try {
      if (os.getPriority(tid) >= niceness) continue;
      os.setPriority(tid, niceness);
      lowered++;
    } catch {
      // The thread ended meanwhile, or lowering is not allowed here.
    }
  }
  return lowered;
}
