import type { User } from './auth';
import type { Affirmation, Horoscope } from './guidance';
import type { Language } from './languages';
import type { AffirmationMood } from './mood-names';

/**
 * The page shell the server answers every client route with carries the visitor's user in a JSON
 * script element of this id: `{ "user": User | null }`. The client reads it instead of asking
 * GET /api/user before its first paint; a shell without it (the development server) makes the
 * client ask as before.
 */
export const SHELL_SESSION_ELEMENT_ID = 'telve-session';

/**
 * What the shell's JSON element holds: the user and, on the dashboard, the day's horoscope the
 * server already painted (the client keeps it rather than asking for it again).
 */
export interface ShellState {
  user: User | null;
  horoscope?: Horoscope;
  /** The day and hour the painted page was painted for: the browser takes it over with the same. */
  clock?: Clock;
  /**
   * The affirmation the painted dashboard shows (already recorded as shown, as POST
   * /api/affirmation would): the page keeps it for this visit rather than asking for another.
   */
  affirmation?: Affirmation;
}

/**
 * Set on the root element when the server painted the page's first screen into it: the client
 * then renders over it only once the page's code is in, so the screen never drops to a spinner.
 */
export const PREPAINTED_ATTRIBUTE = 'data-prepainted';

/**
 * A cookie in which the browser tells the server how to paint its pages before any code runs:
 * the theme and the member's time zone (whose calendar day the horoscope is for). Not a secret
 * and never trusted for anything else.
 */
export const VIEW_COOKIE = 'telve-view';

/**
 * 'system' until the member chooses in Settings: the page then follows the device's
 * `prefers-color-scheme` through the stylesheet alone, so the first paint is right with no code.
 */
export type Theme = 'light' | 'dark' | 'system';

export interface ViewPreferences {
  theme: Theme;
  timeZone?: string;
}

/** The cookie's value: `theme=dark&tz=Europe%2FIstanbul` (no theme: the system's). */
export function formatViewCookie(view: ViewPreferences): string {
  const params = new URLSearchParams();
  if (view.theme !== 'system') params.set('theme', view.theme);
  if (view.timeZone) params.set('tz', view.timeZone);
  return params.toString();
}

/**
 * Reads the cookie's value; anything unreadable is the default (the system's theme, time zone
 * unknown). `dark=1`, written before the theme followed the system, is a choice of dark.
 */
export function parseViewCookie(value: string | undefined): ViewPreferences {
  if (!value) return { theme: 'system' };
  try {
    const params = new URLSearchParams(value);
    const named = params.get('theme');
    const theme: Theme = named === 'dark' || named === 'light' ? named : params.get('dark') === '1' ? 'dark' : 'system';
    const timeZone = params.get('tz') ?? undefined;
    return { theme, ...(timeZone && timeZone.length <= 64 ? { timeZone } : {}) };
  } catch {
    return { theme: 'system' };
  }
}

/** The member's calendar day and hour: what the daily screens greet and date by. */
export interface Clock {
  /** YYYY-MM-DD. */
  today: string;
  /** 0-23. */
  hour: number;
  /** e.g. 'Monday, November 23', in the member's language. */
  dayLabel: string;
}

/**
 * The clock at `now` in a time zone (this machine's when undefined) and a language (this
 * machine's when undefined): the browser reads its own with it, the server a member's.
 */
export function clockFor(now: Date, timeZone?: string, locale?: string): Clock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    today: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    dayLabel: now.toLocaleDateString(locale, { weekday: 'long', month: 'long', day: 'numeric', timeZone }),
  };
}

/**
 * A session cookie in which the browser tells the server the mood picked in this session, so the
 * dashboard it paints names the same mood the page will.
 */
export const MOOD_COOKIE = 'telve-mood';

/** The pages the server paints, and what it paints them with. */
export type PagePaint =
  | { path: '/'; user: null; language: Language }
  | {
      path: '/dashboard';
      language: Language;
      user: User;
      /** The member's horoscope for `clock.today` (absent without a birth date: the card says so). */
      horoscope?: Horoscope;
      clock: Clock;
      mood?: AffirmationMood;
      /** The affirmation for the painted mood (absent when it could not be had: a skeleton is painted). */
      affirmation?: Affirmation;
    };

/** The painter module's exports (client/src/prepaint/render.tsx, built to dist/prepaint/render.js). */
export interface Painter {
  /** The page's first screen as HTML, and its document title. */
  renderPage(paint: PagePaint): { html: string; title: string };
}
