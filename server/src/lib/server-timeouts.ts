/** How long a client may take, in milliseconds (docs/decisions/0010-request-timeouts.md). */
export interface ServerTimeouts {
  /** To send the request line and headers. */
  headersMs: number;
  /** To send the whole request, body included (a 5 MB photo on a slow phone connection fits). */
  requestMs: number;
  /** Between two requests on a kept-alive connection. */
  keepAliveMs: number;
  /** Of silence on a socket at any point, response included (a streamed answer writes well within it). */
  idleMs: number;
}

const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  // Above the 60 s idle timeout of common load balancers, so the server never closes a connection first.
  keepAliveMs: 72_000,
  idleMs: 90_000,
};

/** The Fastify options that enforce the timeouts; Fastify's own default is no request timeout at all. */
export function serverTimeoutOptions(overrides: Partial<ServerTimeouts> = {}) {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...overrides };
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the header and request deadlines on this beat (30 s by default, too coarse).
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, timeouts.headersMs / 4, timeouts.requestMs / 4)),
    },
  };
}
