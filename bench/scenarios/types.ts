import type { LoadResult } from '../lib';

/** What a scenario gets: the built server's URL and a signed-in member's cookie header. */
export interface BenchContext {
  url: string;
  /** Registers a fresh member (premium when asked) and returns its Cookie header. */
  signIn(options?: { premium?: boolean }): Promise<string>;
}

/** One feature's benchmark: load results for the table, and any extra lines to print. */
export interface Scenario {
  name: string;
  run(context: BenchContext): Promise<{ results: LoadResult[]; lines?: string[] }>;
}
