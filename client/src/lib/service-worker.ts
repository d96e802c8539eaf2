import { noteMemberVisit } from './first-visit';
import { SKIP_WAITING } from './sw-messages';

/**
 * Registers Telve's service worker (client/sw/service-worker.ts, built as /sw.js). A new version
 * installed during a visit waits; the next visit (or a reload) lets it take over at its start, and
 * the page then says, once, that Telve was updated (`onUpdated`; the page's first code has the toasts,
 * so they are handed in rather than imported into this chunk).
 */
export async function startServiceWorker(
  onUpdated: () => void,
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  noteMemberVisit();
  const hadController = container.controller !== null;
  let announced = false;
  container.addEventListener('controllerchange', () => {
    // A first install taking the page is not an update.
    if (!hadController || announced) return;
    announced = true;
    onUpdated();
  });
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  // Found at this visit's start: a version that waited since the last one, or one installing now.
  const fresh = registration.waiting ?? registration.installing;
  if (fresh && hadController) takeOverWhenInstalled(fresh);
}

function takeOverWhenInstalled(worker: ServiceWorker): void {
  if (worker.state === 'installed') {
    worker.postMessage({ type: SKIP_WAITING });
    return;
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') worker.postMessage({ type: SKIP_WAITING });
  });
}
