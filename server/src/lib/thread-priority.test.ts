import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { libvipsWorkersAtZero, threadsNamed } from '../../test/threads';
import { lowerThreadsNamed, OccasionalLowering, type ThreadList, ThreadNames } from './thread-priority';

const asRoot = process.platform === 'linux' && process.getuid?.() === 0;

describe.runIf(asRoot)('thread priorities (Linux, as root to raise them back)', () => {
  it('lowers the threads with a name, and only those', async () => {
    expect(await libvipsWorkersAtZero()).toBeGreaterThan(0);
    const count = threadsNamed('libvips worker').length;

    expect(lowerThreadsNamed('libvips worker', 10)).toBe(count);

    expect(threadsNamed('libvips worker').every((thread) => thread.priority === 10)).toBe(true);
    expect(os.getPriority(process.pid)).toBe(0);
    // Asked again, nothing is left to lower.
    expect(lowerThreadsNamed('libvips worker', 10)).toBe(0);
    expect(lowerThreadsNamed('no thread has this name', 10)).toBe(0);
  });
});

describe('ThreadNames', () => {
  /** A process's threads as a test sets them, counting the names read. */
  function fakeThreads(initial: Record<string, string>) {
    const threads = new Map(Object.entries(initial));
    const list: ThreadList & { reads: number } = {
      reads: 0,
      ids: () => [...threads.keys()],
      nameOf(id) {
        list.reads += 1;
        const name = threads.get(id);
        if (name === undefined) throw new Error('no such thread');
        return name;
      },
    };
    return { list, threads };
  }

  it("reads each thread's name until two reads agree, then no more", () => {
    const { list } = fakeThreads({ '1': 'node', '2': 'libvips worker', '3': 'libuv-worker' });
    const names = new ThreadNames(list);
    expect(names.named('libvips worker')).toEqual([2]);
    expect(list.reads).toBe(3);
    expect(names.named('libvips worker')).toEqual([2]);
    expect(list.reads).toBe(6);
    expect(names.named('libvips worker')).toEqual([2]);
    expect(names.named('libvips worker')).toEqual([2]);
    expect(list.reads).toBe(6);
  });

  it('finds a thread that named itself after it was first read, and a thread started later', () => {
    const { list, threads } = fakeThreads({ '1': 'node', '7': 'node' });
    const names = new ThreadNames(list);
    expect(names.named('libvips worker')).toEqual([]);
    threads.set('7', 'libvips worker');
    threads.set('9', 'libvips worker');
    expect(names.named('libvips worker')).toEqual([7, 9]);
    expect(names.named('libvips worker')).toEqual([7, 9]);
  });

  it('forgets a thread that has ended', () => {
    const { list, threads } = fakeThreads({ '1': 'node', '4': 'libvips worker' });
    const names = new ThreadNames(list);
    names.named('libvips worker');
    names.named('libvips worker');
    threads.delete('4');
    expect(names.named('libvips worker')).toEqual([]);
  });
});

describe('OccasionalLowering', () => {
  it('lowers at most once a period, and again at once after forget', () => {
    let now = 5_000;
    let looks = 0;
    const lowering = new OccasionalLowering(
      () => {
        looks++;
        return 3;
      },
      1000,
      () => now,
    );

    expect(lowering.run()).toBe(3);
    now = 5_999;
    expect(lowering.run()).toBe(0);
    now = 6_000;
    expect(lowering.run()).toBe(3);
    now = 6_001;
    lowering.forget();
    expect(lowering.run()).toBe(3);
    expect(looks).toBe(3);
  });
});
