import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

/** A task the test finishes by hand, so no timing is involved. */
function deferred() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

/** Lets every already-settled promise run its continuations. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most 2 of 10 tasks at once, in arrival order', async () => {
    const slots = new Semaphore(2);
    const tasks = Array.from({ length: 10 }, () => deferred());
    const started: number[] = [];
    const all = tasks.map((task, index) =>
      slots.run(async () => {
        started.push(index);
        await task.promise;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(slots.active).toBe(2);
    expect(slots.queued).toBe(8);

    for (let index = 0; index < 10; index++) {
      tasks[index]!.finish();
      await flush();
      expect(slots.active).toBeLessThanOrEqual(2);
    }
    await Promise.all(all);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slots.peak).toBe(2);
    expect(slots.active).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = new Semaphore(1);
    const first = deferred();
    const failing = slots.run(() => first.promise);
    let secondRan = false;
    const second = slots.run(async () => {
      secondRan = true;
    });
    await flush();
    expect(secondRan).toBe(false);
    first.fail(new Error('decode failed'));
    await expect(failing).rejects.toThrow('decode failed');
    await second;
    expect(secondRan).toBe(true);
    expect(slots.active).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });
});
