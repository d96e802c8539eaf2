import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolvesWithin } from './resolves-within';

describe('resolvesWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells work that resolves in time from work that is late or rejects', async () => {
    vi.useFakeTimers();
    const inTime = resolvesWithin(new Promise((resolve) => setTimeout(resolve, 999)), 1000);
    const late = resolvesWithin(new Promise((resolve) => setTimeout(resolve, 1001)), 1000);
    const never = resolvesWithin(new Promise(() => {}), 1000);
    const rejected = resolvesWithin(Promise.reject(new Error('connection reset')), 1000);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await Promise.all([inTime, late, never, rejected])).toEqual([true, false, false, false]);
  });

  it('does not take a timer made late by a busy event loop for silence when the answer has arrived', async () => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    const [[peer]] = await Promise.all([once(server, 'connection'), once(client, 'connect')]);
    try {
      const verdict = resolvesWithin(once(client, 'data'), 20);
      (peer as net.Socket).write('1');
      // The answer reaches the socket while the loop is busy past the timeout: the timer is due
      // before the socket is read.
      const busyUntil = Date.now() + 100;
      while (Date.now() < busyUntil) {}
      expect(await verdict).toBe(true);
    } finally {
      client.destroy();
      (peer as net.Socket).destroy();
      server.close();
    }
  });
});
