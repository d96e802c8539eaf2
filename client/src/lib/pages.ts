import { type ComponentType, createElement, lazy } from 'react';
import { type Feature, loadCatalog } from './i18n';

type PageModule = { default: ComponentType };

const loaders = new Map<string, (alongWith?: Promise<unknown>) => Promise<unknown>>();

/** The longest a page's first render waits for the data sent along with its code. */
const FIRST_RENDER_WAIT_MS = 1500;

/**
 * Waits before each new attempt at a page's code: a dropped packet or a server restarting is
 * usually over within a second or two, and a member should not see an error for it.
 */
const RETRY_DELAYS_MS = [400, 1200] as const;

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const browserIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Calls `load` until it succeeds, once more after each of `delays`; gives up at once when the
 * browser says it is offline (no attempt could succeed, and the member should be told now, not
 * after the waits). The last failure is the one thrown.
 */
export async function loadWithRetries<T>(
  load: () => Promise<T>,
  {
    delays = RETRY_DELAYS_MS,
    isOnline = browserIsOnline,
  }: { delays?: readonly number[]; isOnline?: () => boolean } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || !isOnline()) throw error;
      await wait(delay);
    }
  }
}

/** Bumped by retryFailedPages(): a page whose code failed before the last bump asks for it again. */
let generation = 0;

/**
 * Lets every page whose code failed to arrive try again at its next render. The route's error
 * boundary calls it for its Try again, and a route calls it when the member opens it, so Back or a
 * tab to a screen that failed earlier loads it afresh, without a reload.
 */
export function retryFailedPages(): void {
  generation += 1;
}

/**
 * A page loaded on demand that can be fetched ahead of need: once its code is in, it renders at
 * once, without the Suspense fallback a fresh lazy component shows for a frame. `path` names it for
 * preloadPage(). `features` name the catalogs of the words its screens read (its own feature's,
 * and any other's whose components it shows): they are asked for in the member's language together
 * with the code, not after it, and the page renders once both are in. Code or words that fail to arrive
 * (offline, a dropped connection) are asked for again a few times (loadWithRetries); if they still
 * fail, the error reaches the route's error boundary.
 */
export function lazyPage(path: string, load: () => Promise<PageModule>, ...features: Feature[]): ComponentType {
  let loaded: ComponentType | undefined;
  let pending: Promise<PageModule> | undefined;
  /** The generation in which the code last failed to arrive, while that failure stands. */
  let failedIn: number | undefined;
  const loadOnce = (alongWith?: Promise<unknown>) => {
    pending ??= Promise.all([
      loadWithRetries(load),
      alongWith && settledWithin(alongWith, FIRST_RENDER_WAIT_MS),
      ...features.map((feature) => loadWithRetries(() => loadCatalog(feature))),
    ]).then(
      ([module]) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failedIn = generation;
        throw error;
      },
    );
    return pending;
  };
  let Lazy = lazy(() => loadOnce());
  loaders.set(path, loadOnce);
  return function Page() {
    // React.lazy keeps a failure for good: after a retry, a new one asks for the code again. Only
    // then, so the renders React itself repeats after an error do not start a new request each.
    if (failedIn !== undefined && generation > failedIn) {
      failedIn = undefined;
      Lazy = lazy(() => loadOnce());
    }
    return createElement(loaded ?? Lazy);
  };
}

/**
 * Starts loading a route's page code (e.g. while a sign-in waits out its delay, or in parallel
 * with the data of the page being opened); unknown paths and failures are ignored: the route loads
 * it again when it renders. With `alongWith` (the page's first data, already on its way), the
 * page's first render also waits for that, up to FIRST_RENDER_WAIT_MS, so it paints the content
 * rather than placeholders that are replaced a moment later. Resolves when the page is ready to
 * render (or its loading failed).
 */
export function preloadPage(path: string, alongWith?: Promise<unknown>): Promise<void> {
  const loading = loaders.get(path)?.(alongWith);
  return loading ? loading.then(() => undefined).catch(() => undefined) : Promise.resolve();
}

/** How long an idle prefetch waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads a route's page code once the browser is idle (the screen shown has painted and its own
 * requests are under way): the next step of the ritual then opens at once, and still opens if the
 * connection drops in between. Answers a function that cancels it, for an effect's cleanup.
 */
export function preloadPageWhenIdle(path: string): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const start = () => void preloadPage(path);
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 1);
  return () => clearTimeout(timer);
}
