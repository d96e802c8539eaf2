import { formatViewCookie, VIEW_COOKIE } from '@contract/shell';
import { useCallback, useSyncExternalStore } from 'react';

/** Local settings, kept in the browser under 'app-settings'. */
export interface AppSettings {
  notifications: boolean;
  darkMode: boolean;
  soundEnabled: boolean;
  /** 0 to 100, step 1. */
  volume: number;
}

const SETTINGS_KEY = 'app-settings';
const DEFAULT_SETTINGS: AppSettings = { notifications: true, darkMode: false, soundEnabled: true, volume: 70 };

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
  cached = {
    notifications: bool(stored.notifications, DEFAULT_SETTINGS.notifications),
    darkMode: bool(stored.darkMode, DEFAULT_SETTINGS.darkMode),
    soundEnabled: bool(stored.soundEnabled, DEFAULT_SETTINGS.soundEnabled),
    volume: clampVolume(stored.volume),
  };
  return cached;
}

function writeSettings(patch: Partial<AppSettings>): void {
  cached = { ...readSettings(), ...patch };
  cached.volume = clampVolume(cached.volume);
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(cached));
  } catch {
    // storage full or blocked: the setting still applies for this visit
  }
  applyStoredTheme();
  for (const listener of listeners) listener();
}

/**
 * Applies the stored theme, and tells the server (in the view cookie) the theme and the time zone,
 * so the pages it paints before any code runs are in the member's colours and calendar day.
 */
export function applyStoredTheme(): void {
  const dark = readSettings().darkMode;
  document.documentElement.classList.toggle('dark', dark);
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const cookie = `${VIEW_COOKIE}=${encodeURIComponent(formatViewCookie({ dark, timeZone }))}`;
  if (!document.cookie.split('; ').includes(cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari
    document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** The settings as React state, shared by every component that reads them. */
export function useSettings(): [AppSettings, (patch: Partial<AppSettings>) => void] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  const settings = useSyncExternalStore(subscribe, readSettings, readSettings);
  return [settings, writeSettings];
}
