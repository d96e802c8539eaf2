import type { ReadingQuestion } from '@contract/reading';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

/** The cache key of one reading's conversation. */
export const questionsQueryKey = (readingId: number) => [endpoints.readingQuestions.path, readingId] as const;

/** The questions already asked about this reading, with their answers (premium members only). */
export function useReadingQuestions(readingId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: questionsQueryKey(readingId),
    queryFn: () => api(endpoints.readingQuestions, undefined, { params: { id: readingId } }),
  });
  /** Adds a freshly answered question to the cached conversation, so a return shows it at once. */
  const remember = useCallback(
    (entry: ReadingQuestion) =>
      queryClient.setQueryData<ReadingQuestion[]>(questionsQueryKey(readingId), (list) => [...(list ?? []), entry]),
    [queryClient, readingId],
  );
  return { ...query, remember };
}
