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
 * before a change can never outlive it. Unknown tokens are never remembered.
 */
export class MemberCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #byUser = new Map<number, Set<string>>();
  #epoch = 0;

  constructor(readonly capacity = MEMBER_CACHE_CAPACITY) {}

  get size(): number {
    return this.#entries.size;
  }

  /** A mark to hand back to `remember`: a change announced in between makes it stale. */
  get epoch(): number {
    return this.#epoch;
  }

  get(tokenHash: string): T | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first one the least recently used.
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, entry);
    return entry.value;
  }

  /** Keeps a row read since `epoch`, unless a change was announced meanwhile. */
  remember(tokenHash: string, userId: number, value: T, epoch: number): void {
    if (epoch !== this.#epoch) return;
    this.#forgetSession(tokenHash);
    this.#entries.set(tokenHash, { userId, value });
    let sessions = this.#byUser.get(userId);
    if (!sessions) {
      sessions = new Set();
      this.#byUser.set(userId, sessions);
    }
    sessions.add(tokenHash);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#forgetSession(oldest);
    }
  }

  /** A NOTIFY payload: a member's id, or '*' for everyone (a table was truncated). */
  changed(payload: string): void {
    this.#epoch++;
    if (payload === '*' || !/^\d+$/.test(payload)) {
      this.#entries.clear();
      this.#byUser.clear();
      return;
    }
    const userId = Number(payload);
    for (const tokenHash of this.#byUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  #forgetSession(tokenHash: string): void {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return;
    this.#entries.delete(tokenHash);
    const sessions = this.#byUser.get(entry.userId);
    sessions?.delete(tokenHash);
    if (sessions?.size === 0) this.#byUser.delete(entry.userId);
  }
}
