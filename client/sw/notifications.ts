/**
 * The daily reminder's message, as the push service hands it to the service worker, read without
 * trusting it: what is missing or odd gets a calm default, and a tap only ever opens Telve itself.
 */

/** Where a tap on a reminder goes when its message names nowhere (or somewhere not Telve). */
export const DEFAULT_NOTIFICATION_URL = '/dashboard';
/** One reminder at a time: a second one replaces the first instead of stacking. */
export const NOTIFICATION_TAG = 'telve-daily';
const DEFAULT_TITLE = 'Telve';

export interface ReminderMessage {
  title: string;
  body: string;
  /** A path on Telve's own origin, with its query and hash. */
  url: string;
}

/** A path on `origin` for a url that points there, else the dashboard. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return DEFAULT_NOTIFICATION_URL;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin) return DEFAULT_NOTIFICATION_URL;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return DEFAULT_NOTIFICATION_URL;
  }
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/** The message `{ title, body, url }` from a push's text; not JSON, its text is the body. */
export function readReminder(data: string | undefined, origin: string): ReminderMessage {
  if (data === undefined || data.trim() === '')
    return { title: DEFAULT_TITLE, body: '', url: DEFAULT_NOTIFICATION_URL };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { title: DEFAULT_TITLE, body: data.trim(), url: DEFAULT_NOTIFICATION_URL };
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return { title: DEFAULT_TITLE, body: '', url: DEFAULT_NOTIFICATION_URL };
  }
  const message = parsed as Record<string, unknown>;
  return {
    title: text(message.title, DEFAULT_TITLE),
    body: text(message.body, ''),
    url: sameOriginPath(message.url, origin),
  };
}
