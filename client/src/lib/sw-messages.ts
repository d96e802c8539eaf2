/** What a page and the service worker (client/sw/service-worker.ts) say to each other, and the caches they share. */

/** A page's word that a waiting new version may take over now (at the start of a visit). */
export const SKIP_WAITING = 'telve:skip-waiting';
/** Signed out or account deleted: forget every member page kept for offline. */
export const CLEAR_MEMBER_DATA = 'telve:clear-member-data';
/** The pages a member opened, each painted for her (her name, her day's horoscope): hers alone. */
export const PAGES_CACHE = 'telve-pages';
/** Build files the same for everyone (the symbols' pictures), kept across sign-outs. */
export const ASSET_CACHE = 'telve-assets';

/**
 * Whether a cache holds only the build (the same for every visitor), so it may outlive a sign-out:
 * Workbox's precache of the app's code and the assets' cache. Any other cache is a member's.
 */
export function isBuildCache(name: string): boolean {
  return name.startsWith('workbox-precache') || name === ASSET_CACHE;
}
