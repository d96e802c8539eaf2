import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, fullCollection } from './idle-collection';

describe('collectWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const requests = (idle: { seen(): void }, count: number) => {
    for (let i = 0; i < count; i++) idle.seen();
  };

  it('collects once when a busy spell is followed by a quiet half second', () => {
    const collect = vi.fn();
    const idle = collectWhenIdle(collect);
    requests(idle, 2000);
    vi.advanceTimersByTime(500); // the first check sees the requests: not quiet yet
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500); // a check with no request since the last: quiet
    expect(collect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000); // staying quiet does not collect again
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('never pauses a server that stays busy', () => {
    const collect = vi.fn();
    const idle = collectWhenIdle(collect);
    for (let tick = 0; tick < 40; tick++) {
      requests(idle, 500);
      vi.advanceTimersByTime(500);
    }
    expect(collect).not.toHaveBeenCalled();
    idle.stop();
  });

  it('leaves a server alone after a few requests', () => {
    const collect = vi.fn();
    const idle = collectWhenIdle(collect);
    requests(idle, 1999);
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
    // The next busy spell counts from the last collection, not from the start.
    requests(idle, 1);
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    requests(idle, 1000);
    vi.advanceTimersByTime(1_000);
    expect(collect).toHaveBeenCalledTimes(1);
    idle.stop();
  });

  it('stops checking once stopped', () => {
    const collect = vi.fn();
    const idle = collectWhenIdle(collect);
    requests(idle, 5000);
    idle.stop();
    vi.advanceTimersByTime(5_000);
    expect(collect).not.toHaveBeenCalled();
  });
});

describe('fullCollection', () => {
  it('frees the garbage the heap holds', () => {
    const collect = fullCollection();
    expect(collect).toBeTypeOf('function');
    collect?.();
    const before = process.memoryUsage().heapUsed;
    // Made and dropped at once: garbage that the heap holds until a collection.
    Array.from({ length: 400_000 }, (_, i) => ({ i, text: `row ${i}` }));
    expect(process.memoryUsage().heapUsed - before).toBeGreaterThan(20_000_000);
    collect?.();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(5_000_000);
  });
});
