import { CLEAR_MEMBER_DATA, isBuildCache } from './sw-messages';

/** How long the service worker is given to say it cleared: signing out does not wait on a sleepy one. */
const SW_ANSWER_MS = 1000;

/**
 * Signed out or account deleted: every cache that may hold the member's pages is deleted, here and
 * by the service worker, so nothing of hers reads offline afterwards. The build's own files stay.
 */
export async function clearOfflineData(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isBuildCache(name)).map((name) => caches.delete(name)));
  }
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker?.controller;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, SW_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: CLEAR_MEMBER_DATA }, [channel.port2]);
  });
}
