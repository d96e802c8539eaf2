import type { Swirl } from '@contract/reading';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playWhirl } from '@/lib/sounds';
import { MOTION_THRESHOLD } from './motion-sensor';

/** Three swirls, each lasting 2 seconds. */
const SWIRLS_NEEDED = 3;
export const SWIRL_MS = 2000;

type SwirlSample = Swirl['swirls'][number];

interface Tracker {
  count: number;
  /** The swirl in progress: when it began and the strongest rotation felt so far. */
  current: { startedAt: number; peak: number } | null;
  firstAt: number | null;
  samples: SwirlSample[];
  timer: ReturnType<typeof setTimeout> | undefined;
  /** 'Simulate Swirl' is playing its three swirls. */
  simulating: boolean;
}

const freshTracker = (): Tracker => ({
  count: 0,
  current: null,
  firstAt: null,
  samples: [],
  timer: undefined,
  simulating: false,
});

/**
 * The swirl counter: a swirl is ignored while one runs or once three are done;
 * when the third ends, onComplete receives the motion data. A ref holds the truth so that motion
 * events arriving many times a second never read a stale render.
 */
export function useSwirl(onComplete: (swirl: Swirl) => void) {
  const [count, setCount] = useState(0);
  const [swirling, setSwirling] = useState(false);
  const tracker = useRef<Tracker>(freshTracker());
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  useEffect(() => () => clearTimeout(tracker.current.timer), []);

  /** Starts a swirl (from a tap, or a motion sample with its magnitude); false when ignored. */
  const swirl = useCallback((peak = 0): boolean => {
    const t = tracker.current;
    if (t.current || t.count >= SWIRLS_NEEDED) return false;
    const startedAt = performance.now();
    t.firstAt ??= startedAt;
    t.current = { startedAt, peak };
    setSwirling(true);
    playWhirl();
    t.timer = setTimeout(() => {
      const done = t.current;
      if (!done) return;
      t.samples.push({
        peak: Math.round(done.peak),
        durationMs: SWIRL_MS,
        at: Math.round(done.startedAt - (t.firstAt ?? done.startedAt)),
      });
      t.current = null;
      t.count += 1;
      setCount(t.count);
      setSwirling(false);
      if (t.count === SWIRLS_NEEDED) onCompleteRef.current({ swirls: t.samples });
    }, SWIRL_MS);
    return true;
  }, []);

  /** One motion sample: it raises the running swirl's peak, or starts a swirl above the threshold. */
  const feelMotion = useCallback(
    (magnitude: number) => {
      const running = tracker.current.current;
      if (running) running.peak = Math.max(running.peak, magnitude);
      else if (magnitude > MOTION_THRESHOLD) swirl(magnitude);
    },
    [swirl],
  );

  /**
   * 'Simulate Swirl': three swirls from one press, timed by how long the button was held (no
   * rotation was felt, so the peaks are zero and the reading is marked simulated). The member still
   * sees and hears each one for its 2 seconds, as a felt swirl, before the cup is read; a tap or a
   * motion meanwhile is ignored, and a second press too.
   */
  const simulate = useCallback((heldMs: number) => {
    const t = tracker.current;
    if (t.simulating || t.count >= SWIRLS_NEEDED) return;
    clearTimeout(t.timer);
    const durationMs = Math.min(60_000, Math.max(1, Math.round(heldMs)));
    const swirls = [0, 1, 2].map((i) => ({ peak: 0, durationMs, at: i * durationMs }));
    Object.assign(t, freshTracker(), { simulating: true });
    setCount(0);
    const step = (done: number) => {
      if (tracker.current !== t) return; // reset meanwhile
      t.count = done;
      setCount(done);
      if (done === SWIRLS_NEEDED) {
        Object.assign(t, { current: null, simulating: false, samples: swirls });
        setSwirling(false);
        onCompleteRef.current({ swirls, simulated: true });
        return;
      }
      t.current = { startedAt: performance.now(), peak: 0 };
      setSwirling(true);
      playWhirl();
      t.timer = setTimeout(() => step(done + 1), SWIRL_MS);
    };
    step(0);
  }, []);

  /** Back to no swirls, e.g. after a failed reading so the member can try again. */
  const reset = useCallback(() => {
    clearTimeout(tracker.current.timer);
    tracker.current = freshTracker();
    setCount(0);
    setSwirling(false);
  }, []);

  return { count, remaining: SWIRLS_NEEDED - count, swirling, swirl, feelMotion, simulate, reset };
}
