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

/** Where a process's threads are listed and named: /proc on Linux. */
export interface ThreadList {
  ids(): string[];
  nameOf(id: string): string;
}

const procThreads: ThreadList = {
  ids: () => readdirSync('/proc/self/task'),
  nameOf: (id) => readFileSync(`/proc/self/task/${id}/comm`, 'utf8').trim(),
};

/**
 * The names of a process's threads, each read until two reads agree and then remembered while the
 * thread runs: a thread names itself as it starts (one read at that moment finds the name it
 * inherited), and its id is not given to another thread while it runs. Asked after every image
 * (lowerImageWorkPriority, before OccasionalLowering), reading every thread's name each time cost
 * the main thread ~5% of its time while members uploaded profile photos; now asked at most once a
 * second, it still spares each look a read per thread.
 */
export class ThreadNames {
  readonly #settled = new Map<string, string>();
  readonly #readOnce = new Map<string, string>();

  constructor(private readonly threads: ThreadList = procThreads) {}

  /** The ids of the threads named `name` now. */
  named(name: string): number[] {
    const ids = this.threads.ids();
    const running = new Set(ids);
    for (const known of [this.#settled, this.#readOnce])
      for (const id of known.keys()) if (!running.has(id)) known.delete(id);
    const found: number[] = [];
    for (const id of ids) {
      const current = this.#settled.get(id) ?? this.#read(id);
      if (current === name) found.push(Number(id));
    }
    return found;
  }

  #read(id: string): string | undefined {
    let current: string;
    try {
      current = this.threads.nameOf(id);
    } catch {
      return undefined; // The thread ended meanwhile.
    }
    if (this.#readOnce.get(id) === current) {
      this.#readOnce.delete(id);
      this.#settled.set(id, current);
    } else {
      this.#readOnce.set(id, current);
    }
    return current;
  }
}

const processThreads = new ThreadNames();

/** The ids of this process's threads whose name (`/proc/self/task/<tid>/comm`) is `name`; none off Linux. */
export function threadIdsNamed(name: string): number[] {
  if (process.platform !== 'linux') return [];
  try {
    return processThreads.named(name);
  } catch {
    return [];
  }
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

/**
 * Runs a lowering (lowerThreadsNamed for one name) at most once every `everyMs`: a library starts its
 * threads with its first images and keeps them, so a look after every image seldom finds anything
 * new, while listing the process's threads among libvips' busy workers took ~0.15 ms a look (~5% of
 * the main thread as members uploaded profile photos). A thread started since the last look keeps
 * the priority it started with until the next one.
 */
export class OccasionalLowering {
  #lastLook = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly lower: () => number,
    private readonly everyMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Lowers, unless it did less than `everyMs` ago; answers how many threads it lowered. */
  run(): number {
    const now = this.now();
    if (now - this.#lastLook < this.everyMs) return 0;
    this.#lastLook = now;
    return this.lower();
  }

  /** The next run looks again, however soon (for a test that set the threads back). */
  forget(): void {
    this.#lastLook = Number.NEGATIVE_INFINITY;
  }
}
