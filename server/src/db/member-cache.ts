import { LRUCache } from 'lru-cache';

/** The channel the database announces member changes on (migration 0011_member_changes). */
export const MEMBER_CHANGES_CHANNEL = 'telve_member_changed';

/** Sessions remembered at most; the least recently used is forgotten first. */
const MEMBER_CACHE_CAPACITY = 5000;

interface Entry<T> {
  userId: number;
  value: T;
}

/**
 * Recently looked-up members by session token hash, kept only while the database has said nothing
 * about them: every change to a session, its member or their subscription is announced with the
 * member's id (a trigger's NOTIFY), and `changed` forgets that member's sessions. A lookup that was
 * under way when any change was announced is not remembered (`epoch` moved on), so a row read just
 * before a change can never outlive it. Unknown tokens are never remembered. At most `capacity`
 * sessions are kept, the least recently used forgotten first.
 */
export class MemberCache<T> {
  readonly #entries: LRUCache<string, Entry<T>>;
  readonly #byUser = new Map<number, Set<string>>();
  #epoch = 0;

  constructor(readonly capacity = MEMBER_CACHE_CAPACITY) {
    // However an entry goes (evicted, replaced, forgotten), its member stops pointing at it.
    this.#entries = new LRUCache({
      max: capacity,
      dispose: (entry, tokenHash) => this.#unlink(entry.userId, tokenHash),
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** A mark to hand back to `remember`: a change announced in between makes it stale. */
  get epoch(): number {
    return this.#epoch;
  }

  get(tokenHash: string): T | undefined {
    return this.#entries.get(tokenHash)?.value;
  }

  /** Keeps a row read since `epoch`, unless a change was announced meanwhile. */
  remember(tokenHash: string, userId: number, value: T, epoch: number): void {
    if (epoch !== this.#epoch) return;
    this.#entries.set(tokenHash, { userId, value });
    let sessions = this.#byUser.get(userId);
    if (!sessions) {
      sessions = new Set();
      this.#byUser.set(userId, sessions);
    }
    sessions.add(tokenHash);
  }

  /** A NOTIFY payload: a member's id, or '*' for everyone (a table was truncated). */
  changed(payload: string): void {
    this.#epoch++;
    if (payload === '*' || !/^\d+$/.test(payload)) {
      this.#entries.clear();
      return;
    }
    for (const tokenHash of [...(this.#byUser.get(Number(payload)) ?? [])]) this.#entries.delete(tokenHash);
  }

  #unlink(userId: number, tokenHash: string): void {
    const sessions = this.#byUser.get(userId);
    sessions?.delete(tokenHash);
    if (sessions?.size === 0) this.#byUser.delete(userId);
  }
}
