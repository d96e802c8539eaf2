import type { LoadResult } from '../lib';

/** What a scenario gets: the built server's URL and a way to sign a member in. */
export interface BenchContext {
  url: string;
  /** The built server's process id, to read its resident memory. */
  pid: number | undefined;
  /** Registers a fresh member (premium when asked) and returns its Cookie header. */
  signIn(options?: { premium?: boolean }): Promise<string>;
}

/** A figure with a limit: `npm run bench` fails when any figure is over its limit (under it, with `atLeast`). */
export interface Budget {
  name: string;
  value: number;
  limit: number;
  unit: 'ms' | 'KB' | 'MB' | 'x' | '%' | 'count';
  /** The figure must reach the limit (a ratio to a reference) rather than stay under it. */
  atLeast?: boolean;
}

/** One feature's benchmark: load results for the table, extra lines to print, and its budgets. */
export interface Scenario {
  name: string;
  run(context: BenchContext): Promise<{ results: LoadResult[]; lines?: string[]; budgets?: Budget[] }>;
}
