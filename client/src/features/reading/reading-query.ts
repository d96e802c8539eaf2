import type { CoffeeReading } from '@contract/reading';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** The member's latest reading (GET /api/coffee-reading); a new reading is written here too. */
export const READING_QUERY_KEY = ['/api/coffee-reading'] as const;

/** The latest reading; `missing` is true when the member has none yet (404). */
export function useLatestReading() {
  const query = useQuery<CoffeeReading>({ queryKey: READING_QUERY_KEY });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, missing };
}
