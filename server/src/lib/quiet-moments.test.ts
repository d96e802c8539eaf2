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

  /**
   * Asks for the next quiet moment just after a request, advances `ms` with a request every 50 ms,
   * and answers whether that moment has come.
   */
  async function underLoad(quiet: ReturnType<typeof quietMoments>, ms: number) {
    quiet.seen();
    const done = settled(quiet.next());
    for (let at = 0; at < ms; at += 50) {
      await vi.advanceTimersByTimeAsync(50);
      quiet.seen();
    }
    return done;
  }

  it('waits twice as long each time the load left no quiet moment, up to the longest wait', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000, longestWaitMs: 5000 });
    expect((await underLoad(quiet, 2000))()).toBe(true);
    // The second step waits 4 s, the third 5 s (not 8), and so does the fourth.
    let done = await underLoad(quiet, 3950);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(done()).toBe(true);
    for (const wait of [5000, 5000]) {
      done = await underLoad(quiet, wait - 50);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(50);
      expect(done()).toBe(true);
    }
  });

  it('waits no longer than at first again once it has found a quiet moment', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000, longestWaitMs: 16000 });
    await underLoad(quiet, 2000);
    await underLoad(quiet, 4000);
    // The load stops: the next step finds its quiet moment.
    const quietStep = settled(quiet.next());
    await vi.advanceTimersByTimeAsync(150);
    expect(quietStep()).toBe(true);
    // And the one after, under load again, waits 2 s, not 8.
    expect((await underLoad(quiet, 2000))()).toBe(true);
  });

  it('never waits longer than at first without a longest wait', async () => {
    const quiet = quietMoments({ quietMs: 150, maxWaitMs: 2000 });
    for (let step = 0; step < 3; step++) expect((await underLoad(quiet, 2000))()).toBe(true);
  });
});
