import { AppError } from './app-error';

/**
 * Runs at most `concurrency` tasks at a time, in arrival order; at most `maxWaiting` may wait, and
 * one more is refused with a 429 carrying `busyMessage` (so waiting requests cannot pile up).
 */
export function createWorkQueue(options: { concurrency: number; maxWaiting: number; busyMessage: string }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          throw new AppError('TOO_MANY_REQUESTS', options.busyMessage, { 'retry-after': '5' });
        }
        // The slot is handed over by release(), so `running` stays counted for this task.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running now and waiting (for tests and diagnostics). */
    stats: () => ({ running, waiting: waiting.length }),
  };
}
