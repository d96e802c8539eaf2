import { formatViewCookie, type Theme, VIEW_COOKIE } from '@contract/shell';
import { useCallback, useSyncExternalStore } from 'react';

/** Local settings, kept in the browser under 'app-settings'. */
export interface AppSettings {
  notifications: boolean;
  /** The theme in use: the member's choice, or the device's until she makes one. */
  darkMode: boolean;
  /** Whether the member chose the theme in Settings; until then it follows `prefers-color-scheme`. */
  themeChosen: boolean;
  soundEnabled: boolean;
  /** 0 to 100, step 1. */
  volume: number;
}

const SETTINGS_KEY = 'app-settings';
const DEFAULT_SETTINGS: AppSettings = {
  notifications: true,
  darkMode: false,
  themeChosen: false,
  soundEnabled: true,
  volume: 70,
};
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The device's dark setting (none outside a browser: light, SPEC.md's default). */
function systemPrefersDark(): boolean {
  return (
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
  );
}

let cached: AppSettings | null = null;
const listeners = new Set<() => void>();

function clampVolume(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : DEFAULT_SETTINGS.volume;
  return Math.min(100, Math.max(0, n));
}

/** Reads the stored settings, falling back to the defaults for anything missing or malformed. */
export function readSettings(): AppSettings {
  if (cached) return cached;
  let stored: Partial<AppSettings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<AppSettings>;
  } catch {
    stored = {};
  }
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  // A stored dark mode of before could only be a choice (the default was off); a stored 'off'
  // without the mark may be the default saved along with another setting, so the device decides.
  const themeChosen = stored.themeChosen === true || stored.darkMode === true;
  cached = {
    notifications: bool(stored.notifications, DEFAULT_SETTINGS.notifications),
    darkMode: themeChosen ? bool(stored.darkMode, DEFAULT_SETTINGS.darkMode) : systemPrefersDark(),
    themeChosen,
    soundEnabled: bool(stored.soundEnabled, DEFAULT_SETTINGS.soundEnabled),
    volume: clampVolume(stored.volume),
  };
  return cached;
}

function writeSettings(patch: Partial<AppSettings>): void {
  cached = { ...readSettings(), ...patch, ...('darkMode' in patch ? { themeChosen: true } : {}) };
  cached.volume = clampVolume(cached.volume);
  const { themeChosen, darkMode, ...rest } = cached;
  try {
    // The device's theme is not stored: only a choice is.
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(themeChosen ? { ...rest, darkMode, themeChosen } : rest));
  } catch {
    // storage full or blocked: the setting still applies for this visit
  }
  applyStoredTheme();
  notify();
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The theme to paint with: the member's choice, or 'system' (the stylesheet follows the device). */
function themeOf(settings: AppSettings): Theme {
  if (!settings.themeChosen) return 'system';
  return settings.darkMode ? 'dark' : 'light';
}

/**
 * Applies the stored theme (a chosen one as a class on the root; none while the stylesheet
 * follows the device), and tells the server (in the view cookie) the theme and the time zone,
 * so the pages it paints before any code runs are in the member's colours and calendar day.
 */
export function applyStoredTheme(): void {
  const theme = themeOf(readSettings());
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.classList.toggle('light', theme === 'light');
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const cookie = `${VIEW_COOKIE}=${encodeURIComponent(formatViewCookie({ theme, timeZone }))}`;
  if (!document.cookie.split('; ').includes(cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari
    document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** The settings as React state, shared by every component that reads them. */
export function useSettings(): [AppSettings, (patch: Partial<AppSettings>) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    followSystemTheme();
    return () => listeners.delete(listener);
  }, []);
  const settings = useSyncExternalStore(subscribe, readSettings, readSettings);
  return [settings, writeSettings];
}

let following = false;

/** While no theme is chosen, a change of the device's setting shows in Settings' switch too. */
function followSystemTheme(): void {
  if (following || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
  following = true;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readSettings().themeChosen) return;
    cached = null;
    notify();
  });
}
