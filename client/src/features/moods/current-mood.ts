import { type AffirmationMood, DEFAULT_AFFIRMATION_MOOD } from '@contract/mood-names';
import { MOOD_COOKIE } from '@contract/shell';

/** The picked mood lives in session storage under 'currentMood'; Happy by default. */
const CURRENT_MOOD_KEY = 'currentMood';

export function readCurrentMood(): AffirmationMood {
  try {
    return (sessionStorage.getItem(CURRENT_MOOD_KEY) as AffirmationMood | null) ?? DEFAULT_AFFIRMATION_MOOD;
  } catch {
    return DEFAULT_AFFIRMATION_MOOD;
  }
}

export function storeCurrentMood(mood: string): void {
  try {
    sessionStorage.setItem(CURRENT_MOOD_KEY, mood);
  } catch {
    // storage blocked: the dashboard falls back to Happy
  }
  // For the server, which paints the dashboard before any code runs (a session cookie, as the
  // picked mood lasts the session).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari
  document.cookie = `${MOOD_COOKIE}=${encodeURIComponent(mood)}; path=/; samesite=lax`;
}
