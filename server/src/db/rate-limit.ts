import { sql } from 'drizzle-orm';
import { AppError, inEveryLanguage, type Localised } from '../lib/app-error';
import { REFUSAL_WORDS, type TooManyWhat } from '../lib/refusal-words';
import type { Database, Db } from './client';
import { rateLimits } from './schema';
import { takeRateLimitHit } from './statements/take-hit';

export interface RateLimitRule {
  /** Allowed hits per window. */
  limit: number;
  windowMs: number;
  /** Windows start at midnight UTC (a daily allowance) instead of at the key's first hit. */
  utcDay?: boolean;
}

/** A hit that was counted, so it can be given back (release) within the same window. */
export interface Reservation {
  key: string;
  windowStart: Date;
  /** Hits in the window including this one. */
  count: number;
}

type HitResult = { granted: true; reservation: Reservation } | { granted: false; retryAfterSeconds: number };

/** A 429 saying when to try again, with Retry-After. */
export function tooManyRequests(seconds: number, message: string | Localised): AppError {
  return new AppError('TOO_MANY_REQUESTS', message, { 'retry-after': String(seconds) });
}

/** The 429 "Too many {what}. Please try again in {wait}.", in every language. */
export function tooMany(seconds: number, what: TooManyWhat): AppError {
  return tooManyRequests(
    seconds,
    inEveryLanguage((language) => REFUSAL_WORDS[language].tooMany(what, seconds)),
  );
}

function freshWindowStart(rule: RateLimitRule, now: Date): Date {
  if (!rule.utcDay) return now;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Counts one hit if the key's window has room, in one statement, so 50 parallel requests can never
 * take more than `limit` hits between them (docs/decisions/0006-rate-limits.md). Callers take the
 * hit before doing the limited work.
 */
export async function tryTakeHit(database: Database, key: string, rule: RateLimitRule, now: Date): Promise<HitResult> {
  const floor = new Date(now.getTime() - rule.windowMs);
  const fresh = freshWindowStart(rule, now);
  const hit = await takeRateLimitHit(database, { key, freshWindowStart: fresh, floor, limit: rule.limit });
  if (hit) return { granted: true, reservation: { key, ...hit } };
  return { granted: false, retryAfterSeconds: await secondsUntilWindowEnds(database.db, key, rule, now) };
}

/** Takes a hit or throws a 429 naming when to try again ("Too many {what}."). */
export async function takeHit(database: Database, key: string, rule: RateLimitRule, now: Date, what: TooManyWhat) {
  const result = await tryTakeHit(database, key, rule, now);
  if (!result.granted) throw tooMany(result.retryAfterSeconds, what);
  return result.reservation;
}

/** Gives a hit back (the limited thing did not happen); a window that has since restarted is left alone. */
export async function releaseHit(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      sql`${rateLimits.key} = ${reservation.key} and ${rateLimits.windowStart} = ${reservation.windowStart} and ${rateLimits.count} > 0`,
    );
}

/** Only for the wording of a refusal: the decision was already made atomically. */
async function secondsUntilWindowEnds(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key}`);
  const endsAt = (row?.windowStart.getTime() ?? now.getTime()) + rule.windowMs;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
