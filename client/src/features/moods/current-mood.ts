import type { AffirmationMood } from '@contract/moods';

/** The picked mood lives in session storage under 'currentMood'; Happy by default. */
export const CURRENT_MOOD_KEY = 'currentMood';

export function readCurrentMood(): AffirmationMood {
  try {
    return (sessionStorage.getItem(CURRENT_MOOD_KEY) as AffirmationMood | null) ?? 'Happy';
  } catch {
    return 'Happy';
  }
}

export function storeCurrentMood(mood: string): void {
  try {
    sessionStorage.setItem(CURRENT_MOOD_KEY, mood);
  } catch {
    // storage blocked: the dashboard falls back to Happy
  }
}
