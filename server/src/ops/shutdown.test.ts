import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainOnClose, exitOnSignals, STREAM_CLOSING_CHUNK } from './shutdown';

/** Reads a streamed body as it arrives; `text()` is what came so far, `ended` resolves at its end. */
async function openStream(url: string) {
  const res = await fetch(url);
  let text = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      text += decoder.decode(chunk.value);
    }
  })();
  return { res, text: () => text, ended };
}

async function streamingApp() {
  const app = Fastify({ logger: false, forceCloseConnections: 'idle', return503OnClosing: true });
  drainOnClose(app);
  let lateWrite = () => {};
  // As the ask stream writes: the response taken over, its headers given to writeHead() whole.
  app.get('/hijacked', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    reply.raw.write('data: {"n":1}\n\n');
    lateWrite = () => reply.raw.write('data: {"n":2}\n\n');
  });
  // As a stream handed to Fastify.
  app.get('/sent', async (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push('data: {"n":1}\n\n');
    return reply.header('content-type', 'text/event-stream').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, url, lateWrite: () => lateWrite() };
}

describe('closing event streams on shutdown', () => {
  it('ends every open event stream with a retry hint, so the app closes without waiting on them', async () => {
    const { app, url, lateWrite } = await streamingApp();
    const hijacked = await openStream(`${url}/hijacked`);
    const sent = await openStream(`${url}/sent`);
    await new Promise((r) => setTimeout(r, 100));
    expect(hijacked.text()).toBe('data: {"n":1}\n\n');
    const started = Date.now();
    await app.close();
    await Promise.all([hijacked.ended, sent.ended]);
    // Without the hint, close() would wait on the open streams for as long as they last.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(STREAM_CLOSING_CHUNK).toBe(': server closing\nretry: 2000\n\n');
    expect(hijacked.text()).toBe(`data: {"n":1}\n\n${STREAM_CLOSING_CHUNK}`);
    expect(sent.text()).toBe(`data: {"n":1}\n\n${STREAM_CLOSING_CHUNK}`);
    // A producer that writes after the end is ignored, not an uncaught "write after end".
    lateWrite();
    await new Promise((r) => setTimeout(r, 50));
  });

  it('leaves an ordinary response in flight to finish', async () => {
    const app = Fastify({ logger: false, forceCloseConnections: 'idle', return503OnClosing: true });
    drainOnClose(app);
    let begun = () => {};
    const handling = new Promise<void>((resolve) => {
      begun = resolve;
    });
    app.get('/slow', async (_request, reply) => {
      begun();
      // Headers sent, body not yet: in flight, and not an event stream.
      reply.raw.writeHead(200, { 'content-type': 'application/json' });
      await new Promise((r) => setTimeout(r, 300));
      reply.raw.end('{"done":true}');
      return reply;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const answer = fetch(`http://127.0.0.1:${port}/slow`).then((res) => res.json());
    await handling;
    await app.close();
    expect(await answer).toEqual({ done: true });
  });
});

describe('exit on signals', () => {
  it('closes the app once on SIGTERM and SIGINT and exits 0; exits 1 when closing fails', async () => {
    const before = { term: process.listenerCount('SIGTERM'), int: process.listenerCount('SIGINT') };
    const codes: number[] = [];
    const app = Fastify({ logger: false });
    let closes = 0;
    app.addHook('onClose', async () => {
      closes += 1;
    });
    await app.ready();
    const shutdown = exitOnSignals(app, { exit: (code) => codes.push(code) });
    try {
      await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
      expect(closes).toBe(1);
      expect(codes).toEqual([0]);

      const failing = Fastify({ logger: false });
      failing.addHook('onClose', async () => {
        throw new Error('the database would not close');
      });
      await failing.ready();
      await exitOnSignals(failing, { exit: (code) => codes.push(code) })('SIGTERM');
      expect(codes).toEqual([0, 1]);
    } finally {
      for (const name of ['SIGTERM', 'SIGINT'] as const) {
        const added = process.listeners(name).slice(name === 'SIGTERM' ? before.term : before.int);
        for (const listener of added) process.off(name, listener);
      }
    }
  });
});
