import { randomBytes } from 'node:crypto';
import type { Database } from './client';
import type { ChannelListener } from './postgres-member-changes';

/** The PostgreSQL channel live signals travel on (LISTEN/NOTIFY). */
export const REALTIME_CHANNEL = 'telve_realtime';

/** What changed in a circle: ids and kinds, never content (a member's words stay in the database). */
export interface RealtimeSignal {
  circleId: number;
  kind: 'post' | 'likes' | 'comments' | 'hidden' | 'deleted';
  postId: number;
  /** The new count, for `likes` and `comments`. */
  count?: number;
}

/** A signal as every process hears it, with the id its publisher gave it (unique across processes). */
export interface RealtimeMessage extends RealtimeSignal {
  id: string;
}

export interface RealtimeListener {
  heard(message: RealtimeMessage): void;
  /** Messages may have been missed (the listening connection was lost, or listens again). */
  gap(): void;
}

/**
 * How live signals reach every process: in-process on PGlite (one process owns its database); on
 * PostgreSQL through NOTIFY on REALTIME_CHANNEL, heard on the member lookup's listening connection
 * (db/postgres-member-changes.ts), so a signal published on one process reaches the others' listeners
 * a moment after it is sent. Publishers call `publish` after their write has committed; it never
 * rejects (the write stands whether or not screens hear of it).
 */
export interface RealtimeBus {
  publish(signal: RealtimeSignal): Promise<void>;
  subscribe(listener: RealtimeListener): () => void;
  /** Whether signals are being heard (connecting first if need be). */
  listening(): Promise<boolean>;
}

/** Ids `<process tag>.<sequence>`: the tag is random per bus, so ids never collide across processes. */
export const REALTIME_ID = /^[a-z0-9]{8}\.[0-9]{1,15}$/;

const KINDS: ReadonlySet<string> = new Set(['post', 'likes', 'comments', 'hidden', 'deleted']);

/** A NOTIFY payload as a message, or undefined when it is not one (it never comes from members). */
function parseMessage(payload: string): RealtimeMessage | undefined {
  try {
    const { i, c, k, p, n } = JSON.parse(payload) as Record<string, unknown>;
    if (typeof i !== 'string' || !REALTIME_ID.test(i) || typeof k !== 'string' || !KINDS.has(k)) return undefined;
    if (!Number.isSafeInteger(c) || !Number.isSafeInteger(p)) return undefined;
    const message: RealtimeMessage = {
      id: i,
      circleId: c as number,
      kind: k as RealtimeSignal['kind'],
      postId: p as number,
    };
    if (Number.isSafeInteger(n)) message.count = n as number;
    return message;
  } catch {
    return undefined;
  }
}

/** The bus of one app, and the channel its PostgreSQL listening connection must also hear. */
export interface OpenedBus {
  bus: RealtimeBus;
  /** On PostgreSQL: hand it to the member lookup (createMemberLookup's `channels`). */
  channel?: ChannelListener;
  /** On PostgreSQL: how the bus asks the shared listening connection whether it listens. */
  attach(listening: () => Promise<boolean>): void;
}

export function openRealtimeBus(database: Database): OpenedBus {
  const tag = randomBytes(6).readUIntBE(0, 6).toString(36).padStart(8, '0').slice(-8);
  let sequence = 0;
  const nextId = () => `${tag}.${++sequence}`;
  const listeners = new Set<RealtimeListener>();
  const subscribe = (listener: RealtimeListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const deliver = (message: RealtimeMessage) => {
    for (const listener of listeners) listener.heard(message);
  };
  const gap = () => {
    for (const listener of listeners) listener.gap();
  };

  const { pool } = database;
  if (!pool) {
    return {
      bus: {
        publish: async (signal) => deliver({ ...signal, id: nextId() }),
        subscribe,
        listening: async () => true,
      },
      attach: () => {},
    };
  }

  let listening: () => Promise<boolean> = async () => false;
  return {
    bus: {
      async publish(signal) {
        const payload = JSON.stringify({
          i: nextId(),
          c: signal.circleId,
          k: signal.kind,
          p: signal.postId,
          ...(signal.count === undefined ? {} : { n: signal.count }),
        });
        try {
          await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload]);
        } catch {
          // The write it tells of has committed: a lost signal costs liveness only (screens resync).
        }
      },
      subscribe,
      listening: () => listening(),
    },
    channel: {
      channel: REALTIME_CHANNEL,
      heard(payload) {
        const message = parseMessage(payload);
        if (message) deliver(message);
      },
      lost: gap,
      listening: gap,
    },
    attach(given) {
      listening = given;
    },
  };
}
