import type { JournalKind } from '@contract/journal-text';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

function removeCall(kind: JournalKind, id: number) {
  const options = { params: { id } };
  if (kind === 'reading') return api(endpoints.removeSavedReading, undefined, options);
  if (kind === 'horoscope') return api(endpoints.removeSavedHoroscope, undefined, options);
  return api(endpoints.removeSavedAffirmation, undefined, options);
}

/** Removes a saved entry; one already gone (removed on another device, say) counts as removed. */
export async function removeJournalEntry(kind: JournalKind, id: number): Promise<null> {
  try {
    await removeCall(kind, id);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return null;
}
