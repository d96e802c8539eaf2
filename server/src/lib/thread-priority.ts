import { readlinkSync } from 'node:fs';
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
