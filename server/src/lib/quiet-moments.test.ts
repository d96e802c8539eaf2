import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietMoments } from './quiet-moments';

describe('quietMoments', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether the promise has settled after the timers have run this far. */
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it('is at once when no request has come', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000 });
    const done = settled(quiet.next());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it('waits until the requests have stopped for the quiet spell', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000 });
    quiet.seen();
    const done = settled(quiet.next());
    await vi.advanceTimersByTimeAsync(100);
    quiet.seen(); // the page's stylesheet and font, 100 ms after the page
    await vi.advanceTimersByTimeAsync(140);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(done()).toBe(true);
  });

  it('gives up waiting after the longest wait on a server that is never quiet', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000 });
    quiet.seen();
    const done = settled(quiet.next());
    for (let ms = 0; ms < 1950; ms += 50) {
      await vi.advanceTimersByTimeAsync(50);
      quiet.seen();
    }
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
  });
});
