import type { AppContext } from '../../context';
import { takeHit } from '../../db/rate-limit';

const HOUR = 60 * 60 * 1000;

/**
 * Fair-use limits per member (docs/decisions/0006-rate-limits.md, "Wellness Circle"): generous for
 * a person, tight for a script. Every request counts, including an idempotent repeat.
 */
const CIRCLE_RATE_LIMITS = {
  posts: { limit: 20, windowMs: HOUR, what: 'posts' },
  comments: { limit: 60, windowMs: HOUR, what: 'comments' },
  likes: { limit: 200, windowMs: HOUR, what: 'likes' },
  reports: { limit: 20, windowMs: 24 * HOUR, what: 'reports' },
  uploads: { limit: 40, windowMs: HOUR, what: 'uploads' },
} as const;

type CircleAction = keyof typeof CIRCLE_RATE_LIMITS;

/**
 * Counts one of the member's `action`s before the work, or throws 429 "Too many {what}. Please try
 * again in …"; one statement, so parallel requests cannot take more than the limit between them.
 */
export async function takeCircleHit(ctx: AppContext, userId: number, action: CircleAction): Promise<void> {
  const rule = CIRCLE_RATE_LIMITS[action];
  await takeHit(ctx.database, `circle-${action}:${userId}`, rule, ctx.now(), rule.what);
}
