import type { LoadResult } from './lib';
import type { Budget } from './scenarios/types';

/** p99 at 50 connections on PGlite: the writes and the reading list within 300 ms. */
const HEAVY_P99_MS = 300;
/** p99 at 50 connections on PGlite for every other daily request. */
const DAILY_P99_MS = 100;

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
