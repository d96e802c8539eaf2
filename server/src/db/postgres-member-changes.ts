import type pg from 'pg';
import { resolvesWithin } from '../lib/resolves-within';
import { MEMBER_CHANGES_CHANNEL, type MemberCache } from './member-cache';

export interface ListenerTiming {
  /** The longest a round trip on the listening connection (or connecting it) may take before it is given up. */
  timeoutMs: number;
  /** How long the listening connection may go unasked: a silent stall is found within this plus the timeout. */
  heartbeatMs: number;
  /** After a lost listening connection, another is tried no sooner than this. */
  retryMs: number;
}

const LISTENER_TIMING: ListenerTiming = { timeoutMs: 1000, heartbeatMs: 1000, retryMs: 5000 };

/**
 * Another channel heard on the same listening connection (the realtime bus's), so a process keeps
 * one connection for LISTEN whatever it listens to.
 */
export interface ChannelListener {
  channel: string;
  heard(payload: string): void;
  /** The connection was lost (or closed): what was sent meanwhile is not heard. */
  lost(): void;
  /** A new connection listens: from now on announcements are heard again. */
  listening(): void;
}

/**
 * PostgreSQL's member-change announcements, heard on a connection of their own (LISTEN), for a
 * MemberCache. Any process writing to the database is heard, a moment after its commit; `caughtUp`
 * waits until every change committed before it was called has been heard, which is what a request
 * that wrote does before it answers. While the connection is down the cache is emptied and nothing
 * is remembered.
 *
 * A connection can also stall without closing (a network partition drops its packets): then it
 * would hear nothing and answer nothing, forever. So every round trip on it is bounded, and it is
 * asked for one every heartbeat; one that does not answer in time is given up as lost
 * (docs/decisions/0022-remembered-members.md).
 */
export class PostgresMemberChanges {
  /** The listening connection, connecting or connected; undefined while there is none. */
  #client: Promise<pg.Client> | undefined;
  /** What #client resolves to, known from the start: events and verdicts about any other are stale. */
  #current: pg.Client | undefined;
  /** #current once its LISTEN is answered: before that nothing can have been remembered through it. */
  #listener: pg.Client | undefined;
  #heartbeat: ReturnType<typeof setTimeout> | undefined;
  #roundTrips = 0;
  #retryAt = 0;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: Pick<MemberCache<unknown>, 'changed'>,
    private readonly timing: ListenerTiming = LISTENER_TIMING,
    private readonly channels: readonly ChannelListener[] = [],
  ) {}

  /** Whether announcements are being heard (connecting first if need be): only then may the cache remember. */
  async listening(): Promise<boolean> {
    if (this.#closed) return false;
    if (!this.#client) {
      if (Date.now() < this.#retryAt) return false;
      this.#client = this.#connect();
    }
    try {
      await this.#client;
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Resolves once every change committed before the call has reached the cache, or the cache has
   * been emptied. PostgreSQL signals listeners as a transaction commits, and delivers what a
   * listening connection was signalled before the answer to its next statement, so one round trip
   * on that connection is enough; one that is not answered in time loses the connection. While a
   * connection is being made there is nothing to catch up on: the cache was emptied when the last
   * one was lost, and it remembers only what is read once the new one listens.
   */
  async caughtUp(): Promise<void> {
    if (this.#listener) await this.#roundTrip(this.#listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    this.#current = undefined;
    this.#listener = undefined;
    clearTimeout(this.#heartbeat);
    this.cache.changed('*');
    for (const other of this.channels) other.lost();
    const connected = await client?.catch(() => undefined);
    if (connected && !(await resolvesWithin(connected.end(), this.timing.timeoutMs))) hangUp(connected);
  }

  async #connect(): Promise<pg.Client> {
    const { default: pg } = await import('pg');
    // Keepalive: the connection is idle for long stretches, which a NAT or firewall may end silently.
    const client = new pg.Client({
      ...this.pool.options,
      keepAlive: true,
      connectionTimeoutMillis: this.timing.timeoutMs,
    });
    this.#current = client;
    client.on('notification', ({ channel, payload }) => {
      if (channel === MEMBER_CHANGES_CHANNEL) this.cache.changed(payload ?? '*');
      else this.channels.find((other) => other.channel === channel)?.heard(payload ?? '');
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      // Channel names are the code's own constants, never input.
      const names = [MEMBER_CHANGES_CHANNEL, ...this.channels.map((other) => other.channel)];
      const listening = client.query(names.map((name) => `LISTEN ${name}`).join('; '));
      if (!(await resolvesWithin(listening, this.timing.timeoutMs))) throw new Error('LISTEN was not answered in time');
    } catch (error) {
      this.#lost(client);
      throw error;
    }
    // Closed meanwhile: close() ends this client once it has it.
    if (this.#closed) return client;
    this.#listener = client;
    this.#beat(client);
    for (const other of this.channels) other.listening();
    return client;
  }

  /** One bounded `select 1` on the connection; unanswered in time, the connection is lost. */
  async #roundTrip(client: pg.Client): Promise<void> {
    this.#roundTrips++;
    try {
      if (!(await resolvesWithin(client.query('select 1'), this.timing.timeoutMs))) this.#lost(client);
    } finally {
      this.#roundTrips--;
    }
  }

  /**
   * The heartbeat: a round trip a heartbeat after the last one ended, so a stall is found within a
   * heartbeat and a timeout. A round trip already under way (a catch-up's) is bounded too, and will do.
   */
  #beat(client: pg.Client): void {
    this.#heartbeat = setTimeout(async () => {
      if (this.#roundTrips === 0) await this.#roundTrip(client);
      if (client === this.#current) this.#beat(client);
    }, this.timing.heartbeatMs);
    this.#heartbeat.unref();
  }

  /** Whatever was remembered may have changed unheard: forget it all, and listen again later. */
  #lost(client: pg.Client): void {
    if (client !== this.#current) return;
    this.#current = undefined;
    this.#listener = undefined;
    this.#client = undefined;
    clearTimeout(this.#heartbeat);
    this.cache.changed('*');
    for (const other of this.channels) other.lost();
    this.#retryAt = Date.now() + this.timing.retryMs;
    hangUp(client);
  }
}

/** Closes the connection's socket at once: a stalled one would never answer a polite goodbye. */
function hangUp(client: pg.Client): void {
  client.connection.stream.destroy();
}
