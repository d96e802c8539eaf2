import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Allowed hits per window. */
  limit: number;
  windowMs: number;
}

function retryMessage(seconds: number, what: string): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 90 ? `${seconds} seconds` : minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
  return `Too many ${what}. Please try again in ${wait}.`;
}

/** Seconds until the key's window ends, or 0 when another hit is allowed. Reads only. */
export async function rateLimitWait(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  if (!row) return 0;
  const endsAt = row.windowStart.getTime() + rule.windowMs;
  if (endsAt <= now.getTime() || row.count < rule.limit) return 0;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Counts one hit in a fixed window shared by every app process (one upsert). */
export async function recordHit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const windowStartFloor = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Throws a 429 naming when to try again if the key is already at its limit. */
export async function assertWithinLimit(db: Db, key: string, rule: RateLimitRule, now: Date, what: string) {
  const wait = await rateLimitWait(db, key, rule, now);
  if (wait > 0) throw new AppError('TOO_MANY_REQUESTS', retryMessage(wait, what), { 'retry-after': String(wait) });
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
