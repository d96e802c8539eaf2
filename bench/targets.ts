import type { LoadResult } from './lib';
import type { Budget } from './scenarios/types';

/** p99 at 50 connections on PGlite: the writes and the reading list within 300 ms. */
const HEAVY_P99_MS = 300;
/** p99 at 50 connections on PGlite for every other daily request. */
const DAILY_P99_MS = 100;

/**
 * A member's cup photo (issue 31), 12 MP JPEG from upload to shapes: one at a time, p50 and p95;
 * 10 members at once, each answered within 5 s (or refused by the bounded queue: 503 with
 * Retry-After); the server's resident memory within its budget meanwhile.
 */
export const CUP_PHOTO_TARGETS = {
  serialP50Ms: 400,
  serialP95Ms: 800,
  atOnceAnswerMs: 5000,
  residentMb: 350,
} as const;

/**
 * Two processes on one PostgreSQL under mixed daily load (bench/scenarios/soak.ts): no 5xx or
 * unanswered request, every acknowledged write found through the other process, and each process's
 * resident memory flat (the last minute's mean within 10% of the second minute's).
 */
export const SOAK_TARGETS = { errors: 0, lostWrites: 0, memoryDriftPercent: 10 } as const;

const HEAVY = [
  'POST /api/coffee-reading',
  'POST /api/affirmation (premium)',
  'GET /api/readings',
  'POST /api/upload-photo',
];
const DAILY = [
  'GET /api/subscription',
  'POST /api/horoscope',
  'GET /api/coffee-reading',
  'GET /api/moods',
  'GET /api/journal/history',
  'GET /api/user (PGlite)',
  'feed first page (PGlite)',
];

/** The p99 budgets of the load results whose names start with one of the targets' names. */
export function p99Targets(results: LoadResult[]): Budget[] {
  return results.flatMap((result): Budget[] => {
    const limit = HEAVY.some((name) => result.name.startsWith(name))
      ? HEAVY_P99_MS
      : DAILY.some((name) => result.name.startsWith(name))
        ? DAILY_P99_MS
        : undefined;
    return limit === undefined ? [] : [{ name: `${result.name} p99`, value: result.p99, limit, unit: 'ms' }];
  });
}

/**
 * Today's transits to a member's chart (issue 34): the CPU one member-day costs when it is first
 * asked (the day's shared sky already computed), and when it is served from the cache.
 */
export const TRANSIT_TARGETS = { memberDayCpuMs: 5, cachedCpuMs: 0.05 } as const;
