import { CIRCLE_LIMITS, type CircleLiveEvent } from '@contract/circles';
import type { RealtimeBus, RealtimeMessage } from '../../db/realtime-bus';

/** The events of one circle this process keeps to resume a stream (Last-Event-ID) from. */
const REPLAY_PER_CIRCLE = 100;
/** Circles whose events are kept; the one heard from least recently is forgotten first. */
const REPLAY_CIRCLES = 1000;

/** An event as a stream sends it: its `id:` (none for `resync`) and its `data:`. */
export interface LiveEvent {
  id?: string;
  data: CircleLiveEvent;
}

type Send = (event: LiveEvent) => void;

/** What a bus message means to a screen: retractions carry their reason. */
function present(message: RealtimeMessage): LiveEvent {
  const { id, kind, postId } = message;
  if (kind === 'hidden' || kind === 'deleted') return { id, data: { kind: 'retract', postId, reason: kind } };
  if (kind === 'post') return { id, data: { kind, postId } };
  return { id, data: { kind, postId, count: message.count ?? 0 } };
}

const RESYNC: LiveEvent = { data: { kind: 'resync' } };

/**
 * This process's side of live circles: every bus message, kept per circle (the last 100 of each of
 * the last 1000 circles heard from) and handed to the streams open on that circle; and each
 * member's count of open streams. Every process hears every message in the order PostgreSQL
 * delivers them (commit order), so each keeps the same events under the same ids, and a stream
 * resumes on whichever process the browser reconnects to (docs/decisions/0038-live-circles.md).
 */
export class LiveCircles {
  readonly #replay = new Map<number, LiveEvent[]>();
  readonly #streams = new Map<number, Set<Send>>();
  readonly #open = new Map<number, number>();
  readonly #unsubscribe: () => void;

  constructor(private readonly bus: RealtimeBus) {
    this.#unsubscribe = bus.subscribe({ heard: (message) => this.#heard(message), gap: () => this.#gap() });
  }

  /**
   * Takes one of the member's open-stream places, or answers false when all are taken. Synchronous,
   * so of any number of parallel opens on this process no more than the limit pass.
   */
  take(userId: number): boolean {
    const open = this.#open.get(userId) ?? 0;
    if (open >= CIRCLE_LIMITS.liveStreamsPerMember) return false;
    this.#open.set(userId, open + 1);
    return true;
  }

  release(userId: number): void {
    const open = (this.#open.get(userId) ?? 0) - 1;
    if (open > 0) this.#open.set(userId, open);
    else this.#open.delete(userId);
  }

  /**
   * Sends `send` the circle's events from now on, after those since `lastEventId` when one is given:
   * the kept events after it, or a `resync` when it is not among them. Answers the unsubscriber.
   */
  follow(circleId: number, lastEventId: string | undefined, send: Send): () => void {
    if (lastEventId !== undefined) {
      const kept = this.#replay.get(circleId) ?? [];
      const at = kept.findIndex((event) => event.id === lastEventId);
      if (at === -1) send(RESYNC);
      else for (const event of kept.slice(at + 1)) send(event);
    }
    let streams = this.#streams.get(circleId);
    if (!streams) {
      streams = new Set();
      this.#streams.set(circleId, streams);
    }
    streams.add(send);
    return () => {
      streams.delete(send);
      if (streams.size === 0 && this.#streams.get(circleId) === streams) this.#streams.delete(circleId);
    };
  }

  /** Whether the bus hears messages now (asking it reconnects a lost listener). */
  listening(): Promise<boolean> {
    return this.bus.listening();
  }

  close(): void {
    this.#unsubscribe();
  }

  #heard(message: RealtimeMessage): void {
    const event = present(message);
    const kept = this.#replay.get(message.circleId) ?? [];
    // Re-inserted, so the map's first key is the circle heard from least recently.
    this.#replay.delete(message.circleId);
    this.#replay.set(message.circleId, kept);
    kept.push(event);
    if (kept.length > REPLAY_PER_CIRCLE) kept.shift();
    if (this.#replay.size > REPLAY_CIRCLES) this.#replay.delete(this.#replay.keys().next().value as number);
    for (const send of this.#streams.get(message.circleId) ?? []) send(event);
  }

  /** Messages may have been missed: no kept event can vouch for what follows it any more. */
  #gap(): void {
    this.#replay.clear();
    for (const streams of this.#streams.values()) for (const send of streams) send(RESYNC);
  }
}
