import type pg from 'pg';
import { MEMBER_CHANGES_CHANNEL, type MemberCache } from './member-cache';

/** After a lost listening connection, another is tried no sooner than this. */
const RETRY_MS = 5000;

/**
 * PostgreSQL's member-change announcements, heard on a connection of their own (LISTEN), for a
 * MemberCache. Any process writing to the database is heard, a moment after its commit; `caughtUp`
 * waits until every change committed before it was called has been heard, which is what a request
 * that wrote does before it answers. While the connection is down the cache is emptied and nothing
 * is remembered.
 */
export class PostgresMemberChanges {
  #client: Promise<pg.Client> | undefined;
  #retryAt = 0;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly cache: Pick<MemberCache<unknown>, 'changed'>,
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
   * Resolves once every change committed before the call has reached the cache. PostgreSQL signals
   * listeners as a transaction commits, and delivers what a listening connection was signalled
   * before the answer to its next statement, so one round trip on that connection is enough.
   */
  async caughtUp(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    try {
      await (await client).query('select 1');
    } catch {
      this.#lost();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    this.cache.changed('*');
    const connected = await client?.catch(() => undefined);
    await connected?.end().catch(() => undefined);
  }

  async #connect(): Promise<pg.Client> {
    const { default: pg } = await import('pg');
    const client = new pg.Client(this.pool.options);
    client.on('notification', ({ channel, payload }) => {
      if (channel === MEMBER_CHANGES_CHANNEL) this.cache.changed(payload ?? '*');
    });
    client.on('error', () => this.#lost());
    client.on('end', () => this.#lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${MEMBER_CHANGES_CHANNEL}`);
    } catch (error) {
      this.#lost();
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#closed) await client.end().catch(() => undefined);
    return client;
  }

  /** Whatever was remembered may have changed unheard: forget it all, and listen again later. */
  #lost(): void {
    this.cache.changed('*');
    this.#client = undefined;
    this.#retryAt = Date.now() + RETRY_MS;
  }
}
