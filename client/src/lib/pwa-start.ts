/**
 * The first, tiny part of the installable app, in the page's first code (the landing page's too, so
 * every byte counts): it holds Chromium's install offer for a calm moment (./install-prompt.ts reads
 * it), and starts the service worker on a member's screen once the page is idle. The worker's own
 * code (./service-worker.ts) loads only then (docs/decisions/0046-installable-telve.md).
 */

/** Said once, after a new version of Telve took over. */
export const UPDATED_TOAST = { title: 'Telve was updated' };

if (typeof window !== 'undefined') {
  // Held, not shown: the browser's own bar would come on a first visit; Telve offers it after a reading.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    (window as { telveInstallPrompt?: Event }).telveInstallPrompt = event;
    window.dispatchEvent(new Event('telve:install-prompt'));
  });
}

let started = false;

/**
 * Registers the service worker when the page is idle, once a visit (a member's screens only);
 * `onUpdated` says so when a new version took over (a toast: the app's layer has them).
 */
export function startServiceWorkerWhenIdle(onUpdated: () => void): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const start = () =>
    import('./service-worker')
      .then((module) => module.startServiceWorker(onUpdated))
      .catch((error: unknown) => console.warn('The service worker did not start', error));
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
