import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged at warn whatever its status. */
export const SLOW_REQUEST_MS = 500;

type RequestLogLevel = 'debug' | 'info' | 'warn';

/**
 * How loudly a finished request is logged: failures (5xx) and slow requests at warn, refusals and
 * other client errors (4xx) at info, everything else at debug. Logging every request at info cost a
 * tenth of a signed-in request's time, and a healthy request says nothing an operator needs.
 */
export function requestLogLevel(status: number, elapsedMs: number): RequestLogLevel {
  if (status >= 500 || elapsedMs >= SLOW_REQUEST_MS) return 'warn';
  if (status >= 400) return 'info';
  return 'debug';
}

/** The route's pattern and the path without its query (a query may carry search text). */
function describe(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  return {
    method: request.method,
    route: request.routeOptions.url,
    path: query === -1 ? request.url : request.url.slice(0, query),
  };
}

/**
 * Fastify's request lines, quieter: a request's arrival at trace, and one line when it is answered
 * (at requestLogLevel's level) with its route and path, the status and the time taken. Fastify's
 * other lines are kept as they are.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.trace(describe(request), 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const elapsed = reply.elapsedTime;
    const status = reply.statusCode;
    // A level that is off is a no-op in pino: this object is all a quiet request costs.
    const line = { ...describe(request), status, ms: Math.round(elapsed * 10) / 10 };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    reply.log[requestLogLevel(status, elapsed)](
      line,
      elapsed >= SLOW_REQUEST_MS ? 'slow request' : 'request completed',
    );
  }
}
