import type { FastifyInstance } from 'fastify';
import { type RateLimitRule, tooManyRequests, tryTakeHit } from '../db/rate-limit';

const HOUR = 60 * 60 * 1000;

/**
 * Fair use of what a member writes (docs/decisions/0006-rate-limits.md): far above what a person
 * does, low enough that a script cannot fill the database or keep the image decoder busy.
 */
const MEMBER_LIMITS = {
  readings: { rule: { limit: 30, windowMs: HOUR }, noun: 'readings' },
  moods: { rule: { limit: 60, windowMs: HOUR }, noun: 'moods' },
  affirmations: { rule: { limit: 120, windowMs: HOUR }, noun: 'affirmations' },
  uploads: { rule: { limit: 10, windowMs: HOUR }, noun: 'photo uploads' },
} satisfies Record<string, { rule: RateLimitRule; noun: string }>;

type MemberLimit = keyof typeof MEMBER_LIMITS;

/** The routes each limit counts, by method and route pattern (the matched route, not the raw URL). */
const LIMITED_ROUTES: Record<string, MemberLimit> = {
  'POST /api/coffee-reading': 'readings',
  'POST /api/moods': 'moods',
  'POST /api/affirmation': 'affirmations',
  'POST /api/upload-photo': 'uploads',
};

function fairUseMessage(limit: MemberLimit, seconds: number): string {
  const { rule, noun } = MEMBER_LIMITS[limit];
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `You have reached the fair-use limit of ${rule.limit} ${noun} an hour. Please try again in ${wait}.`;
}

/**
 * Counts a member's write before the route does its work (after the access check and the body's
 * validation, so refused requests do not count), in one statement per request.
 */
export function registerMemberLimits(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const limit = LIMITED_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (!limit) return;
    const { member } = request;
    if (!member) return;
    const { ctx } = app;
    const result = await tryTakeHit(
      ctx.database,
      `member:${limit}:${member.user.id}`,
      MEMBER_LIMITS[limit].rule,
      ctx.now(),
    );
    if (!result.granted)
      throw tooManyRequests(result.retryAfterSeconds, fairUseMessage(limit, result.retryAfterSeconds));
  });
}
