import { COACHING_STORE_KEY, localDay } from './first-visit';

/**
 * When Telve offers to be kept on the home screen: after a reading, never on the day of a member's
 * first visit, never once she said no or installed, and only where it can be done (iOS Safari's
 * Share sheet, or the offer Chromium made).
 */

const STORE_KEY = COACHING_STORE_KEY;

interface CoachingRecord {
  /** The day (YYYY-MM-DD) of the first member screen seen in this browser. */
  firstVisit?: string;
  /** Dismissed, or installed: not offered again. */
  done?: boolean;
}

function read(): CoachingRecord {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as unknown;
    return typeof value === 'object' && value !== null ? (value as CoachingRecord) : {};
  } catch {
    return {};
  }
}

function write(record: CoachingRecord): void {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(record));
  } catch {
    // storage blocked: the offer may come again, which is all
  }
}

/** Not offered again: she said no, or did it. */
export function rememberCoachingDone(): void {
  write({ ...read(), done: true });
}

export type InstallWay = 'ios' | 'prompt';

interface BrowserFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: an iPad asks for the desktop site and says it is a Mac. */
  maxTouchPoints: number;
  /** Already opened from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** Chromium made its install offer this visit. */
  hasPrompt: boolean;
}

/** How this browser can keep Telve on the home screen, or null when it cannot (or already does). */
export function installWay(facts: BrowserFacts): InstallWay | null {
  if (facts.standalone) return null;
  if (facts.hasPrompt) return 'prompt';
  const ua = facts.userAgent;
  const appleMobile = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && facts.maxTouchPoints > 1);
  // Safari's own Share sheet has Add to Home Screen; another browser's shell on iOS words it otherwise.
  const safari = /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  return appleMobile && safari ? 'ios' : null;
}

/** Whether to coach now: a way exists, it is not the first visit's day, and she has not said no. */
export function shouldCoach(way: InstallWay | null, today = localDay()): boolean {
  if (way === null) return false;
  const record = read();
  return !record.done && record.firstVisit !== undefined && record.firstVisit < today;
}

/** The facts of this browser. */
export function browserFacts(hasPrompt: boolean): BrowserFacts {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPrompt,
  };
}
