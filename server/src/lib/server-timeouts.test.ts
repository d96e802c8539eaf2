import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ timeouts: { headersMs: 400, requestMs: 800, keepAliveMs: 400, idleMs: 30_000 } });
});
afterAll(() => t.close());

/**
 * A raw connection that sends `head` at once and then one byte of `trickle` every 100 ms (as a slow
 * or hostile client would), resolving with what the server answered and when it hung up.
 */
function trickle(head: string, trickled = ''): Promise<{ answer: string; closedAfterMs: number }> {
  const { port } = new URL(t.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  const started = performance.now();
  let answer = '';
  let sent = 0;
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  socket.write(head);
  const timer = setInterval(() => {
    if (sent < trickled.length && !socket.destroyed) socket.write(trickled[sent++] ?? '');
  }, 100);
  return new Promise((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

// Padded so that trickling all of it, one byte per 100 ms, would take over 10 s.
const body = JSON.stringify({ email: 'slow@telve.test', password: 'slow-and-steady', padding: 'x'.repeat(60) });
const loginHead = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

describe('client timeouts', () => {
  it('ends 20 connections that trickle their bodies with 408 once the request deadline passes', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => trickle(loginHead, body)));
    for (const { answer, closedAfterMs } of results) {
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAfterMs).toBeGreaterThanOrEqual(800);
      expect(closedAfterMs).toBeLessThan(5000);
    }
  });

  it('ends a connection that trickles its headers once the header deadline passes', async () => {
    const { answer, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\n',
      `X-Slow: ${'a'.repeat(80)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('closes a kept-alive connection that stays idle, after answering its request', async () => {
    const { answer, closedAfterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it('still serves a request whose body arrives a little slowly, within the deadline', async () => {
    const { answer } = await trickle(`${loginHead}${body.slice(0, -3)}`, body.slice(-3));
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
  });
});
