import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long in-flight requests have to finish after SIGTERM before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 10_000;
/** After the grace, how long closing the database and the rest may take before the process exits anyway. */
export const SHUTDOWN_HARD_LIMIT_MS = 15_000;
/** The reconnection delay an event stream is given as it is closed: another process answers by then. */
export const STREAM_RETRY_MS = 2000;
/** The last thing an event stream receives from a closing server (the `retry:` field of the SSE standard). */
export const STREAM_CLOSING_CHUNK = `: server closing\nretry: ${STREAM_RETRY_MS}\n\n`;

/** Whether a response has begun as a server-sent event stream (whichever way its headers were written). */
function isEventStream(res: ServerResponse): boolean {
  const type = res.getHeader('content-type');
  if (typeof type === 'string') return type.startsWith('text/event-stream');
  // Headers given to writeHead() as an object are not kept for getHeader(): read the sent header block.
  const sent = (res as ServerResponse & { _header?: string | null })._header;
  return typeof sent === 'string' && /\r\ncontent-type: *text\/event-stream/i.test(sent);
}

/**
 * What the app does with its open responses when it closes (Fastify's preClose, before the server
 * stops waiting on them). An event stream is ended with a retry hint, so the EventSource reconnects
 * (to another process, behind a balancer) instead of holding this one open until the grace runs
 * out; any feature's stream is covered, none needs to know about shutdown. A response still in
 * flight finishes, and then its connection is closed rather than kept alive for a next request
 * this server would refuse.
 */
export function drainOnClose(app: FastifyInstance): void {
  const open = new Set<ServerResponse>();
  app.server.on('request', (_request, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  app.addHook('preClose', async () => {
    for (const res of open) {
      if (res.writableEnded) continue;
      if (!res.headersSent) {
        // Answered with "Connection: close", and the socket closed after it.
        res.shouldKeepAlive = false;
      } else if (isEventStream(res)) {
        // A producer still writing after this end is dropped quietly rather than raising "write after end".
        res.on('error', () => {});
        res.end(STREAM_CLOSING_CHUNK);
      } else {
        // Its headers promised keep-alive: once it is done the connection is idle, and closed.
        res.once('finish', () => setImmediate(() => app.server.closeIdleConnections()));
      }
    }
  });
}

interface ShutdownOptions {
  /** Called with the exit code; process.exit outside tests. */
  exit?: (code: number) => void;
  graceMs?: number;
  hardLimitMs?: number;
}

/**
 * SIGTERM and SIGINT: stop accepting connections, let requests in flight finish (for up to
 * SHUTDOWN_GRACE_MS, then their connections are closed), end event streams with a retry hint,
 * close the database and the mail queue (the app's onClose hooks), then exit 0; exit 1 if closing
 * fails or outlasts SHUTDOWN_HARD_LIMIT_MS.
 */
export function exitOnSignals(app: FastifyInstance, options: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => app.server.closeAllConnections(), options.graceMs ?? SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.error({ signal }, 'shutdown did not finish in time');
      exit(1);
    }, options.hardLimitMs ?? SHUTDOWN_HARD_LIMIT_MS).unref();
    try {
      await app.close();
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}
