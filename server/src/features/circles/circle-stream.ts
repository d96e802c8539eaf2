import type { OutgoingHttpHeaders } from 'node:http';
import { CIRCLE_MESSAGES } from '@contract/circles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { REALTIME_ID } from '../../db/realtime-bus';
import { AppError } from '../../lib/app-error';
import { findActiveCircle } from '../../policies/circle';
import type { LiveCircles, LiveEvent } from './live-circles';

/**
 * A comment line every `heartbeatMs` keeps proxies and the browser from taking a quiet stream for a
 * dead one (20 s; tests shorten it).
 */
export const streamTiming = { heartbeatMs: 20_000 };
/** How soon the browser reconnects after the stream breaks (the SSE `retry:` field). */
const RECONNECT_MS = 3000;
/** How long a refused member waits before trying again (Retry-After). */
const REFUSED_RETRY_SECONDS = 30;

/** One server-sent event: its id (to resume from), one `data:` line of JSON, a blank line. */
function sseEvent(event: LiveEvent): string {
  // JSON.stringify escapes newlines, so the data always fits on one line.
  return `${event.id ? `id: ${event.id}\n` : ''}data: ${JSON.stringify(event.data)}\n\n`;
}

/** The Last-Event-ID a reconnecting browser sends; one that is not an id of ours resumes nothing (a resync). */
function lastEventId(request: FastifyRequest): string | undefined {
  const header = request.headers['last-event-id'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  return value && REALTIME_ID.test(value) ? value : '';
}

/**
 * GET /api/circles/:id/live: the circle's live events as server-sent events, for a premium member
 * (the access hook has refused everyone else) while the circle is active (else 404). A member has
 * at most CIRCLE_LIMITS.liveStreamsPerMember streams open on a process; the next is a 429 JSON.
 * Both refusals come before the stream begins. The reply is taken over from Fastify (hijack), so
 * compression, which would buffer the events, never touches it; the shutdown hook ends it with a
 * retry hint (ops/shutdown.ts).
 */
export async function openCircleStream(
  ctx: AppContext,
  options: { live: LiveCircles; circleId: number; userId: number; request: FastifyRequest; reply: FastifyReply },
): Promise<void> {
  const { live, circleId, userId, request, reply } = options;
  await findActiveCircle(ctx, { circleId, userId });
  await live.listening();
  if (!live.take(userId)) {
    throw new AppError('TOO_MANY_REQUESTS', CIRCLE_MESSAGES.tooManyLiveStreams, {
      'retry-after': String(REFUSED_RETRY_SECONDS),
    });
  }
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    // The security headers Fastify holds for this reply: a taken-over response sends them itself.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx-style proxies not to buffer the events.
    'x-accel-buffering': 'no',
  });
  const write = (chunk: string) => {
    if (!res.writableEnded && !res.destroyed) res.write(chunk);
  };
  write(`retry: ${RECONNECT_MS}\n\n`);
  const unfollow = live.follow(circleId, lastEventId(request), (event) => write(sseEvent(event)));
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n');
    // A lost bus connection is asked back here too, as no request may come to ask for it.
    void live.listening();
  }, streamTiming.heartbeatMs);
  heartbeat.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unfollow();
    live.release(userId);
  };
  res.once('close', end);
  // A member who hung up while the circle was being looked up: her place is given back at once.
  if (res.destroyed || request.raw.destroyed) end();
}
