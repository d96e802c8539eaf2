import { queryClient } from '@/lib/query-client';

/** Every journal query's key starts here, so one change can refresh them all. */
export const JOURNAL_KEY = ['journal'] as const;

/** After a save or removal: the journal's lists and the Save buttons' states are asked again. */
export function refreshJournal(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: JOURNAL_KEY });
}
