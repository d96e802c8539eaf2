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
 * Lowers the CPU priority of this process's threads whose name (`/proc/self/task/<tid>/comm`) is
 * `name` to `niceness`, as lowerThreadPriority does for the calling one: for the threads a library
 * starts and keeps (libvips' workers), which no caller can lower from inside. Threads started later
 * are found on a later call. Answers how many it lowered this time: 0 off Linux, where it is not
 * allowed, or when every such thread is already there.
 */
export function lowerThreadsNamed(name: string, niceness: number): number {
  if (process.platform !== 'linux') return 0;
  let lowered = 0;
  try {
    for (const entry of readdirSync('/proc/self/task')) {
      const tid = Number(entry);
      try {
        if (readFileSync(`/proc/self/task/${entry}/comm`, 'utf8').trim() !== name) continue;
        if (os.getPriority(tid) >= niceness) continue;
        os.setPriority(tid, niceness);
        lowered++;
      } catch {
        // The thread ended meanwhile.
      }
    }
  } catch {
    return lowered;
  }
  return lowered;
}
