import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { JOURNAL_KEY } from './journal-keys';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A journal list, one page (20 entries) at a time; fetchNextPage follows the server's cursor. */
function usePagedList<T>(path: string, fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
  const query = useInfiniteQuery({
    queryKey: [...JOURNAL_KEY, path],
    queryFn: ({ pageParam }) => fetchPage(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

export const useSavedReadings = () =>
  usePagedList(endpoints.listSavedReadings.path, (cursor) =>
    api(endpoints.listSavedReadings, undefined, { query: { cursor } }),
  );

export const useSavedHoroscopes = () =>
  usePagedList(endpoints.listSavedHoroscopes.path, (cursor) =>
    api(endpoints.listSavedHoroscopes, undefined, { query: { cursor } }),
  );

export const useSavedAffirmations = () =>
  usePagedList(endpoints.listSavedAffirmations.path, (cursor) =>
    api(endpoints.listSavedAffirmations, undefined, { query: { cursor } }),
  );

export const useReadingHistory = () =>
  usePagedList(endpoints.readingHistory.path, (cursor) =>
    api(endpoints.readingHistory, undefined, { query: { cursor } }),
  );

/** One reading, whole, with the questions asked about it; asked only while `readingId` is set. */
export function useJournalReading(readingId: number | null) {
  return useQuery({
    queryKey: [...JOURNAL_KEY, endpoints.journalReading.path, readingId],
    queryFn: () => api(endpoints.journalReading, undefined, { params: { id: readingId ?? 0 } }),
    enabled: readingId !== null,
  });
}

export function useMoodHistory() {
  return useQuery({
    queryKey: [...JOURNAL_KEY, endpoints.moodHistory.path],
    queryFn: () => api(endpoints.moodHistory),
  });
}

/** Search results for `q`; nothing is asked for fewer than 2 characters. */
export function useJournalSearch(q: string) {
  return useQuery({
    queryKey: [...JOURNAL_KEY, endpoints.searchJournal.path, q],
    queryFn: () => api(endpoints.searchJournal, undefined, { query: { q } }),
    enabled: q.length >= 2,
  });
}
