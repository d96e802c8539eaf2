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

/** Remembers the first day a member's screen was seen here (a damaged record starts again). */
export function noteMemberVisit(today = localDay()): void {
  let record: { firstVisit?: unknown } = {};
  try {
    const value = JSON.parse(localStorage.getItem(COACHING_STORE_KEY) ?? '{}') as unknown;
    if (typeof value === 'object' && value !== null) record = value;
  } catch {
    // unreadable: written anew below
  }
  if (typeof record.firstVisit === 'string') return;
  try {
    localStorage.setItem(COACHING_STORE_KEY, JSON.stringify({ ...record, firstVisit: today }));
  } catch {
    // storage blocked: no coaching, which is calm enough
  }
}
