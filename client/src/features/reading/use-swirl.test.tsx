// @vitest-environment jsdom
import type { Swirl } from '@contract/reading';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSwirl } from './use-swirl';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderSwirl() {
  const completed: Swirl[] = [];
  const view = renderHook(() => useSwirl((swirl) => completed.push(swirl)));
  const elapse = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { ...view, completed, elapse };
}

describe('useSwirl', () => {
  it('starts a swirl from motion above 150, and keeps the strongest rotation felt during it', () => {
    const { result, completed, elapse } = renderSwirl();

    act(() => result.current.feelMotion(150));
    expect(result.current.swirling).toBe(false);

    for (const [magnitude, pause] of [
      [151.2, 2000], // the first swirl, 0-2000
      [160, 500], // the second, 2000-4000 ...
      [300, 2000], // ... felt stronger at 2500
      [200, 1000], // the third, from 4500
    ] as const) {
      act(() => result.current.feelMotion(magnitude));
      elapse(pause);
    }
    expect(result.current).toMatchObject({ count: 2, remaining: 1, swirling: true });
    elapse(1000);

    expect(result.current).toMatchObject({ count: 3, remaining: 0, swirling: false });
    expect(completed).toEqual([
      {
        swirls: [
          { peak: 151, durationMs: 2000, at: 0 },
          { peak: 300, durationMs: 2000, at: 2000 },
          { peak: 200, durationMs: 2000, at: 4500 },
        ],
      },
    ]);
  });

  it('ignores a swirl while one runs and once three are done, and starts again from none after a reset', () => {
    const { result, completed, elapse } = renderSwirl();
    const swirl = () => {
      let started = false;
      act(() => {
        started = result.current.swirl();
      });
      return started;
    };
    expect(swirl()).toBe(true);
    elapse(1000);
    expect(swirl()).toBe(false);
    elapse(1000);
    expect(swirl()).toBe(true);
    elapse(2000);
    expect(swirl()).toBe(true);
    elapse(2000);

    expect(swirl()).toBe(false);
    expect(completed).toEqual([
      {
        swirls: [
          { peak: 0, durationMs: 2000, at: 0 },
          { peak: 0, durationMs: 2000, at: 2000 },
          { peak: 0, durationMs: 2000, at: 4000 },
        ],
      },
    ]);

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ count: 0, remaining: 3, swirling: false });
    expect(swirl()).toBe(true);
    expect(result.current.swirling).toBe(true);
  });

  it('forgets a swirl still running when reset', () => {
    const { result, completed, elapse } = renderSwirl();
    act(() => void result.current.swirl());
    act(() => result.current.reset());
    elapse(2000);

    expect(result.current.count).toBe(0);
    expect(completed).toEqual([]);
  });

  it('simulates three swirls of 2 seconds each, and completes only after the third', () => {
    const { result, completed, elapse } = renderSwirl();
    act(() => result.current.simulate(800));
    expect(result.current).toMatchObject({ count: 0, swirling: true });

    act(() => void result.current.swirl()); // ignored: the simulation is swirling
    act(() => result.current.simulate(800)); // a second press too
    elapse(1999);
    expect(result.current.count).toBe(0);
    elapse(1);
    expect(result.current).toMatchObject({ count: 1, swirling: true });
    elapse(2000);
    expect(result.current.count).toBe(2);
    expect(completed).toEqual([]);
    elapse(2000);

    expect(result.current).toMatchObject({ count: 3, remaining: 0, swirling: false });
    expect(completed).toEqual([
      {
        simulated: true,
        swirls: [
          { peak: 0, durationMs: 800, at: 0 },
          { peak: 0, durationMs: 800, at: 800 },
          { peak: 0, durationMs: 800, at: 1600 },
        ],
      },
    ]);
  });

  it('stops a simulation when reset', () => {
    const { result, completed, elapse } = renderSwirl();
    act(() => result.current.simulate(2000));
    elapse(3000);
    act(() => result.current.reset());
    elapse(6000);
    expect(result.current).toMatchObject({ count: 0, swirling: false });
    expect(completed).toEqual([]);
  });
});
