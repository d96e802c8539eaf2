import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

/** The member's latest reading; a new reading is written here too. */
export const READING_QUERY_KEY = [endpoints.latestReading.path] as const;

/** The latest reading; `missing` is true when the member has none yet (404). */
export function useLatestReading() {
  const query = useQuery({ queryKey: READING_QUERY_KEY, queryFn: () => api(endpoints.latestReading) });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return { ...query, missing };
}
