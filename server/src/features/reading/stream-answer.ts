import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { AppContext, Member } from '../../context';
import { type RateLimitRule, releaseHit, tooManyRequests, tryTakeHit } from '../../db/rate-limit';
import { withCareNote } from '../care';
import { type PreparedAnswer, recordQuestion, settleAnswer } from './ask-question';
import type { ReadingNarrator } from './narrator';

/** Answers a member may have streaming at once. */
const MAX_STREAMS_PER_MEMBER = 2;
const STREAMS_PER_MEMBER: RateLimitRule = { limit: MAX_STREAMS_PER_MEMBER, windowMs: 5 * 60 * 1000 };
const TOO_MANY_STREAMS_MESSAGE =
  'You already have 2 answers on their way. Please wait for one to finish, then ask again.';

/** Sent as an `error` event when something breaks after the stream has begun (the status is already 200). */
const STREAM_FAILED_MESSAGE = 'Something went wrong on our side. Please try again.';

/** One server-sent event: an optional `event:` line, one `data:` line of JSON, a blank line. */
function sseEvent(data: object, event?: string): string {
  // JSON.stringify escapes newlines, so the data always fits on one line.
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Streams a prepared answer as server-sent events (POST /api/ask/stream): `data: {"delta"}` for
 * each piece of text, then `event: done` with `{"answer"}`, the whole answer. The model's care
 * opinion is settled before the first byte, so a crisis or health answer is never preceded by a
 * word of fortune; it is sent whole, in one delta. The reply is taken
 * over from Fastify (hijack), so compression, which would buffer the events, never touches it.
 * If the member closes the chat midway, the narrator's provider call is stopped and what was
 * written so far (or the oracle's answer, if nothing was) is kept, so the question still counts.
 */
export async function sendAnswerStream(
  ctx: AppContext,
  options: {
    member: Member;
    question: string;
    prepared: PreparedAnswer;
    narrator: ReadingNarrator;
    reply: FastifyReply;
  },
): Promise<void> {
  const { member, question, narrator, reply } = options;
  // Decided before the stream begins, so a refusal is still an ordinary JSON 429.
  const lease = await takeStreamLease(ctx, { member, prepared: options.prepared });
  const prepared = await settleAnswer(options.prepared, narrator);
  const res = reply.raw;
  const listener = new AbortController();
  const onClose = () => {
    if (!res.writableFinished) listener.abort();
  };
  const write = (chunk: string) => {
    if (!listener.signal.aborted && !res.destroyed) res.write(chunk);
  };

  reply.hijack();
  res.on('close', onClose);
  res.writeHead(200, {
    // The security headers Fastify holds for this reply: a taken-over response sends them itself.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx-style proxies not to buffer the events.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  const fallback = prepared.kind === 'care' ? prepared.answer : prepared.narratorInput.fallback;
  let answer = '';
  try {
    const chunks =
      prepared.kind === 'care'
        ? [prepared.answer]
        : narrator.streamAnswer({ ...prepared.narratorInput, signal: listener.signal });
    for await (const delta of chunks) {
      if (listener.signal.aborted) break;
      answer += delta;
      write(sseEvent({ delta }));
    }
    if (prepared.kind === 'cup' && prepared.careNote && !listener.signal.aborted) {
      const delta = withCareNote('', prepared.careNote);
      answer += delta;
      write(sseEvent({ delta }));
    }
    await recordQuestion(ctx, { member, reading: prepared.reading, question, answer: answer || fallback });
    write(sseEvent({ answer }, 'done'));
  } catch (error) {
    reply.log.error({ err: error }, 'answer stream failed');
    write(sseEvent({ message: STREAM_FAILED_MESSAGE }, 'error'));
  } finally {
    res.off('close', onClose);
    if (!res.destroyed) res.end();
    await releaseHit(ctx.db, lease);
  }
}

/**
 * One of the member's MAX_STREAMS_PER_MEMBER concurrent streams (each holds a connection and, with
 * an AI narrator, a provider call). Counted in the database, so every app process shares the cap;
 * a lease a crashed process never gave back lapses with its 5-minute window. A refused question
 * gives its fair-use count back: it was never answered.
 */
async function takeStreamLease(ctx: AppContext, options: { member: Member; prepared: PreparedAnswer }) {
  // Not a route's count (contract/fair-use.ts) but a lease, given back when the stream ends.
  const result = await tryTakeHit(ctx.database, `ask-stream:${options.member.user.id}`, STREAMS_PER_MEMBER, ctx.now());
  if (result.granted) return result.reservation;
  if (options.prepared.kind === 'cup') await releaseHit(ctx.db, options.prepared.allowance);
  throw tooManyRequests(result.retryAfterSeconds, TOO_MANY_STREAMS_MESSAGE);
}
