import { describe, expect, it } from 'vitest';
import { createWorkQueue } from './work-queue';

/** A task that runs until its gate is opened. */
function gated() {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => gate };
}

describe('createWorkQueue', () => {
  it('runs at most 2 tasks at once, in arrival order, and refuses the 5th waiting one with 429', async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 4, busyMessage: 'Busy, try again soon.' });
    const started: number[] = [];
    const tasks = Array.from({ length: 6 }, () => gated());
    const runs = tasks.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.task();
        return i;
      }),
    );
    await Promise.resolve();
    expect(queue.stats()).toEqual({ running: 2, waiting: 4 });
    expect(started).toEqual([0, 1]);
    await expect(queue.run(async () => 'late')).rejects.toMatchObject({
      status: 429,
      message: 'Busy, try again soon.',
    });

    tasks[1]!.open();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ running: 2, waiting: 3 });
    for (const gate of tasks) gate.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 1, busyMessage: 'Busy' });
    await expect(queue.run(async () => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
