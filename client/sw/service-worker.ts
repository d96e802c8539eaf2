/// <reference lib="webworker" />
// Telve's service worker (docs/decisions/0046-installable-telve.md), bundled by scripts/build.mjs
// into dist/client/sw.js with the build's file list. It keeps the app's code for offline, the pages
// a member opened (network first), and shows the daily reminder. It answers GET only: a write is
// never queued, replayed or answered from a cache; it goes to the network or fails as it would
// without a service worker, and the page says the member is offline.
import { matchPrecache, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ASSET_CACHE, CLEAR_MEMBER_DATA, isBuildCache, PAGES_CACHE, SKIP_WAITING } from '../src/lib/sw-messages';
import { NOTIFICATION_TAG, readReminder, sameOriginPath } from './notifications';

declare const self: ServiceWorkerGlobalScope;
/** The build's code, styles, fonts, shell and icons, with revisions (set by scripts/build.mjs). */
declare const TELVE_PRECACHE: PrecacheEntry[];

/** How long a page is waited for before the kept copy is shown (a slow line, not only none). */
const NAVIGATION_TIMEOUT_SECONDS = 4;
const SHELL_URL = '/index.html';

// A navigation first, so no build file's route answers one. Paths with a server meaning of their
// own (the API, uploads) are left to the browser.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
  // Kept per path: the member's pages are painted for her, whatever Cookie says.
  matchOptions: { ignoreVary: true, ignoreSearch: true },
  plugins: [
    {
      // Only a whole page is kept: not an error, a redirect or a partial answer.
      cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null),
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        return `${url.origin}${url.pathname}`;
      },
    },
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (error) {
        // Offline and never opened here: the app's shell, which says what waits for the connection.
        const shell = await matchPrecache(SHELL_URL);
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/uploads\//] },
  ),
);

// The build's files: from the precache (they carry their hash, so they never go stale). The shell
// is only ever a navigation's fallback above, never the answer for '/' (the server paints that).
precacheAndRoute(TELVE_PRECACHE, { directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [/.*/] });

// The build's other files (the symbols' pictures): hashed, the same for everyone, kept once seen.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: ASSET_CACHE }),
);

// A new version waits (the open pages run the old code) until a page starts a visit and says so.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING) void self.skipWaiting();
  if (type === CLEAR_MEMBER_DATA) event.waitUntil(clearMemberData().then(() => event.ports[0]?.postMessage(true)));
});

async function clearMemberData(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !isBuildCache(name)).map((name) => caches.delete(name)));
}

// No clients.claim(): the page that registered it goes on without it, and the next page opened is
// the first it serves (claiming a page kept in the back-forward cache would evict it).
self.addEventListener('activate', (event) => {
  // The page is fetched alongside the worker's start instead of after it.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// The daily reminder: `{ title, body, url }`, one at a time.
self.addEventListener('push', (event) => {
  const message = readReminder(event.data?.text(), self.location.origin);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      tag: NOTIFICATION_TAG,
      data: { url: message.url },
    }),
  );
});

// A tap opens Telve where the reminder points: an open Telve window is brought forward, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, self.location.origin);
  event.waitUntil(openTelve(path));
});

async function openTelve(path: string): Promise<void> {
  const target = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const focused = await open.focus();
    if (focused.url !== target) await focused.navigate(target).catch(() => self.clients.openWindow(target));
    return;
  }
  await self.clients.openWindow(target);
}
