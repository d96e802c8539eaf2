import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { type FreezableProxy, startFreezableProxy } from '../../test/freezable-proxy';
import { type ListenerTiming, PostgresMemberChanges } from './postgres-member-changes';

// A listening connection can stall without closing (a network partition drops its packets): it must
// be found out and replaced within bounded times. The proxy freezes it as a partition would.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let proxy: FreezableProxy;
let pool: pg.Pool;
beforeAll(async () => {
  if (!postgres) return;
  database = await openTestDatabase();
  proxy = await startFreezableProxy(database.url ?? '');
  pool = new pg.Pool({ connectionString: proxy.url, max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await proxy?.close();
  await database?.close();
});

/**
 * Slack on each bound for a loaded 2-core CI machine running the whole PostgreSQL suite (the bound
 * was 250 ms). Without the heartbeat or the timeout these never happen at all, so a wide slack
 * still tells the two apart; how fast is the bench's to say, not this test's.
 */
const SLACK_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function listen(timing: ListenerTiming) {
  const changed = vi.fn<(payload: string) => void>();
  return { changed, changes: new PostgresMemberChanges(pool, { changed }, timing) };
}

describe.skipIf(!postgres)('PostgresMemberChanges with a stalled listening connection', () => {
  it('finds it out within a heartbeat and a timeout, forgets, and listens again after the retry delay', async () => {
    const timing = { timeoutMs: 300, heartbeatMs: 300, retryMs: 1000 };
    const { changed, changes } = listen(timing);
    try {
      expect(await changes.listening()).toBe(true);
      // A healthy connection answers its heartbeats and keeps what is remembered.
      await sleep(3 * timing.heartbeatMs);
      expect(changed).not.toHaveBeenCalled();

      proxy.freezeListening();
      const frozenAt = Date.now();
      await vi.waitFor(() => expect(changed).toHaveBeenCalledWith('*'), { timeout: 5000, interval: 10 });
      expect(Date.now() - frozenAt).toBeLessThan(timing.heartbeatMs + timing.timeoutMs + SLACK_MS);
      expect(await changes.listening()).toBe(false);
      // The frozen connection is hung up, not left open.
      await vi.waitFor(() => expect(proxy.listeningConnections()).toBe(0));

      await sleep(timing.retryMs);
      expect(await changes.listening()).toBe(true);
      expect(proxy.listeningConnections()).toBe(1);
    } finally {
      await changes.close();
    }
  });

  it('answers a catch-up within the timeout, then hears announcements on a new connection', async () => {
    const timing = { timeoutMs: 300, heartbeatMs: 60_000, retryMs: 0 };
    const { changed, changes } = listen(timing);
    try {
      expect(await changes.listening()).toBe(true);
      proxy.freezeListening();
      const started = Date.now();
      await changes.caughtUp();
      expect(Date.now() - started).toBeLessThan(timing.timeoutMs + SLACK_MS);
      expect(changed).toHaveBeenCalledWith('*');

      changed.mockClear();
      expect(await changes.listening()).toBe(true);
      await pool.query(`select pg_notify('telve_member_changed', '42')`);
      await changes.caughtUp();
      expect(changed).toHaveBeenCalledWith('42');
    } finally {
      await changes.close();
    }
  });

  it('closes within the timeout on a stalled connection', async () => {
    const timing = { timeoutMs: 300, heartbeatMs: 60_000, retryMs: 0 };
    const { changes } = listen(timing);
    expect(await changes.listening()).toBe(true);
    proxy.freezeListening();
    const started = Date.now();
    await changes.close();
    expect(Date.now() - started).toBeLessThan(timing.timeoutMs + SLACK_MS);
    await vi.waitFor(() => expect(proxy.listeningConnections()).toBe(0));
  });
});
