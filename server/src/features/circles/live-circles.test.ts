import { describe, expect, it } from 'vitest';
import type { RealtimeBus, RealtimeListener, RealtimeMessage } from '../../db/realtime-bus';
import { LiveCircles, type LiveEvent } from './live-circles';

/** A bus the test speaks through: `hear` as if PostgreSQL had delivered a message, `gap` as if its connection dropped. */
function fakeBus() {
  const listeners = new Set<RealtimeListener>();
  const bus: RealtimeBus = {
    publish: async () => {},
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: async () => true,
  };
  return {
    bus,
    hear: (message: RealtimeMessage) => {
      for (const listener of listeners) listener.heard(message);
    },
    gap: () => {
      for (const listener of listeners) listener.gap();
    },
  };
}

const post = (n: number, circleId = 1): RealtimeMessage => ({ id: `abcdefgh.${n}`, circleId, kind: 'post', postId: n });

describe('LiveCircles', () => {
  it('resumes from any of the last 100 events of a circle; an older id asks for a resync', () => {
    const { bus, hear } = fakeBus();
    const live = new LiveCircles(bus);
    for (let n = 1; n <= 150; n++) hear(post(n));
    const fromKept: LiveEvent[] = [];
    live.follow(1, 'abcdefgh.148', (event) => fromKept.push(event));
    expect(fromKept.map((e) => e.data)).toEqual([
      { kind: 'post', postId: 149 },
      { kind: 'post', postId: 150 },
    ]);
    const fromForgotten: LiveEvent[] = [];
    live.follow(1, 'abcdefgh.50', (event) => fromForgotten.push(event));
    expect(fromForgotten).toEqual([{ data: { kind: 'resync' } }]);
    const fromOldestKept: LiveEvent[] = [];
    live.follow(1, 'abcdefgh.51', (event) => fromOldestKept.push(event));
    expect(fromOldestKept).toHaveLength(99);
  });

  it('after a gap in what the bus heard, tells every open stream to resync and vouches for no older id', () => {
    const { bus, hear, gap } = fakeBus();
    const live = new LiveCircles(bus);
    hear(post(1));
    const open: LiveEvent[] = [];
    live.follow(1, undefined, (event) => open.push(event));
    gap();
    expect(open).toEqual([{ data: { kind: 'resync' } }]);
    const resumed: LiveEvent[] = [];
    live.follow(1, 'abcdefgh.1', (event) => resumed.push(event));
    expect(resumed).toEqual([{ data: { kind: 'resync' } }]);
  });

  it('presents counts and retractions, and only to the streams of their circle', () => {
    const { bus, hear } = fakeBus();
    const live = new LiveCircles(bus);
    const one: LiveEvent[] = [];
    const stop = live.follow(1, undefined, (event) => one.push(event));
    hear({ id: 'abcdefgh.1', circleId: 1, kind: 'likes', postId: 5, count: 3 });
    hear({ id: 'abcdefgh.2', circleId: 2, kind: 'comments', postId: 6, count: 1 });
    hear({ id: 'abcdefgh.3', circleId: 1, kind: 'hidden', postId: 5 });
    stop();
    hear({ id: 'abcdefgh.4', circleId: 1, kind: 'deleted', postId: 7 });
    expect(one).toEqual([
      { id: 'abcdefgh.1', data: { kind: 'likes', postId: 5, count: 3 } },
      { id: 'abcdefgh.3', data: { kind: 'retract', postId: 5, reason: 'hidden' } },
    ]);
  });

  it('gives a member 5 places, and one back when a stream ends', () => {
    const live = new LiveCircles(fakeBus().bus);
    expect(Array.from({ length: 6 }, () => live.take(9))).toEqual([true, true, true, true, true, false]);
    expect(live.take(10)).toBe(true);
    live.release(9);
    expect(live.take(9)).toBe(true);
    expect(live.take(9)).toBe(false);
  });
});
