/**
 * The day a member's screen was first seen in this browser (YYYY-MM-DD, local): the install
 * coaching never comes that day. Free of imports: the service worker's start notes it, in a chunk
 * of its own that must not reach into the page's first code.
 */
export const COACHING_STORE_KEY = 'telve-install-coaching';

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Remembers the first day a member's screen was seen here. */
export function noteMemberVisit(today = localDay()): void {
  try {
    const record = JSON.parse(localStorage.getItem(COACHING_STORE_KEY) ?? '{}') as { firstVisit?: string } | null;
    if (record && typeof record === 'object' && record.firstVisit !== undefined) return;
    localStorage.setItem(COACHING_STORE_KEY, JSON.stringify({ ...record, firstVisit: today }));
  } catch {
    // storage blocked: no coaching, which is calm enough
  }
}
