// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineData } from './offline-data';
import { CLEAR_MEMBER_DATA } from './sw-messages';

function fakeCaches(names: string[]) {
  const kept = new Set(names);
  return {
    kept,
    keys: vi.fn(async () => [...kept]),
    delete: vi.fn(async (name: string) => kept.delete(name)),
  };
}

function fakeController(answer: boolean) {
  return {
    postMessage: vi.fn((_message: unknown, ports: MessagePort[]) => {
      if (answer) ports[0]?.postMessage(true);
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('clearing the offline copy (logout, account deletion)', () => {
  it("deletes every cache that may hold the member's pages, keeps the build's, and tells the service worker", async () => {
    const caches = fakeCaches(['telve-pages', 'workbox-precache-v2-http://localhost/', 'telve-assets', 'old-cache']);
    const controller = fakeController(true);
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('navigator', { serviceWorker: { controller } });
    await clearOfflineData();
    expect([...caches.kept].sort()).toEqual(['telve-assets', 'workbox-precache-v2-http://localhost/']);
    expect(controller.postMessage).toHaveBeenCalledTimes(1);
    expect(controller.postMessage.mock.calls[0]?.[0]).toEqual({ type: CLEAR_MEMBER_DATA });
  });

  it('does not wait long on a service worker that does not answer', async () => {
    vi.useFakeTimers();
    const caches = fakeCaches(['telve-pages']);
    vi.stubGlobal('caches', caches);
    vi.stubGlobal('navigator', { serviceWorker: { controller: fakeController(false) } });
    const cleared = clearOfflineData();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(cleared).resolves.toBeUndefined();
    expect(caches.kept.size).toBe(0);
  });

  it('is a no-op without caches or a service worker (an old browser)', async () => {
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('navigator', {});
    await expect(clearOfflineData()).resolves.toBeUndefined();
  });
});
