// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker } from './service-worker';
import { SKIP_WAITING } from './sw-messages';

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeContainer extends EventTarget {
  registered: unknown[] = [];
  constructor(
    public controller: object | null,
    private registration: { waiting: FakeWorker | null; installing: FakeWorker | null },
  ) {
    super();
  }
  async register(...args: unknown[]) {
    this.registered.push(args);
    return this.registration;
  }
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const start = (container: FakeContainer, onUpdated: () => void) =>
  startServiceWorker(onUpdated, container as unknown as ServiceWorkerContainer);

afterEach(() => localStorage.clear());

describe("the service worker's start", () => {
  it('registers /sw.js for the whole site, never from the HTTP cache', async () => {
    const container = new FakeContainer(null, { waiting: null, installing: null });
    await start(container, vi.fn());
    expect(container.registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  });

  it('lets a version that waited since the last visit take over at this one, and says Updated once', async () => {
    const waiting = new FakeWorker('installed');
    const container = new FakeContainer({}, { waiting, installing: null });
    const onUpdated = vi.fn();
    await start(container, onUpdated);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    container.takeOver();
    container.takeOver();
    expect(onUpdated).toHaveBeenCalledTimes(1);
  });

  it('lets a version still installing at the visit start take over once installed', async () => {
    const installing = new FakeWorker('installing');
    const container = new FakeContainer({}, { waiting: null, installing });
    await start(container, vi.fn());
    expect(installing.postMessage).not.toHaveBeenCalled();
    installing.become('installed');
    expect(installing.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  });

  it('a first install is not an update: no message to skip waiting, no Updated note', async () => {
    const installing = new FakeWorker('installing');
    const container = new FakeContainer(null, { waiting: null, installing });
    const onUpdated = vi.fn();
    await start(container, onUpdated);
    installing.become('installed');
    container.takeOver();
    expect(installing.postMessage).not.toHaveBeenCalled();
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("notes the member's first visit day (the install coaching waits for another)", async () => {
    await start(new FakeContainer(null, { waiting: null, installing: null }), vi.fn());
    expect(JSON.parse(localStorage.getItem('telve-install-coaching') ?? '{}').firstVisit).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
