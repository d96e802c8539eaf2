import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { libvipsWorkersAtZero, threadsNamed } from '../../test/threads';
import { lowerThreadsNamed } from './thread-priority';

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
