/**
 * At most `limit` tasks run at once; the others wait in arrival order. Image decoding is CPU- and
 * memory-heavy, so a burst of uploads queues here instead of all decoding together.
 */
export class Semaphore {
  private running = 0;
  private highest = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A semaphore needs a limit of at least 1');
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /** The most tasks that ever ran at once, for monitoring and tests. */
  get peak(): number {
    return this.highest;
  }

  /** Runs the task once a slot is free, and frees the slot when it settles (even on failure). */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limit) {
      this.take();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiting.push(() => {
        this.take();
        resolve();
      });
    });
  }

  private take(): void {
    this.running += 1;
    this.highest = Math.max(this.highest, this.running);
  }

  private release(): void {
    this.running -= 1;
    // The freed slot goes straight to the longest waiter, so a newcomer cannot jump the queue.
    this.waiting.shift()?.();
  }
}
