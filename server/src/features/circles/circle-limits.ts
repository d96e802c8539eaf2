import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const HOUR = 60 * 60 * 1000;

/**
 * Fair-use limits per member (docs/decisions/0006-rate-limits.md, "Wellness Circle"): generous for
 * a person, tight for a script. Every request counts, including an idempotent repeat.
 */
export const CIRCLE_RATE_LIMITS = {
  posts: { limit: 20, windowMs: HOUR, what: 'posts' },
  comments: { limit: 60, windowMs: HOUR, what: 'comments' },
  likes: { limit: 200, windowMs: HOUR, what: 'likes' },
  reports: { limit: 20, windowMs: 24 * HOUR, what: 'reports' },
  uploads: { limit: 40, windowMs: HOUR, what: 'uploads' },
} as const;

export type CircleAction = keyof typeof CIRCLE_RATE_LIMITS;

/**
 * Counts one of the member's `action`s, or throws 429 "Too many {what}. Please try again in …".
 * One upsert whose WHERE is checked on the locked, latest row, so parallel requests cannot take
 * more than the limit between them.
 */
export async function takeCircleHit(ctx: AppContext, userId: number, action: CircleAction): Promise<void> {
  const rule = CIRCLE_RATE_LIMITS[action];
  const key = `circle-${action}:${userId}`;
  const now = ctx.now();
  const stale = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowMs)}`;
  const [granted] = await ctx.db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${stale} then ${now} else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`${stale} or ${rateLimits.count} < ${rule.limit}`,
    })
    .returning({ count: rateLimits.count });
  if (granted) return;
  const [row] = await ctx.db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  const seconds = Math.max(
    1,
    Math.ceil(((row?.windowStart.getTime() ?? now.getTime()) + rule.windowMs - now.getTime()) / 1000),
  );
  throw new AppError('TOO_MANY_REQUESTS', retryMessage(seconds, rule.what), { 'retry-after': String(seconds) });
}

function retryMessage(seconds: number, what: string): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 90 ? `${seconds} seconds` : minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many ${what}. Please try again in ${wait}.`;
}
