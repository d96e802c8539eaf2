import { type ComponentType, createElement, lazy } from 'react';

type PageModule = { default: ComponentType };

const loaders = new Map<string, (alongWith?: Promise<unknown>) => Promise<unknown>>();

/** The longest a page's first render waits for the data sent along with its code. */
const FIRST_RENDER_WAIT_MS = 1500;

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

/**
 * A page loaded on demand that can be fetched ahead of need: once its code is in, it renders at
 * once, without the Suspense spinner a fresh lazy component shows for a frame. `path` names it for
 * preloadPage().
 */
export function lazyPage(path: string, load: () => Promise<PageModule>): ComponentType {
  let loaded: ComponentType | undefined;
  let pending: Promise<PageModule> | undefined;
  const loadOnce = (alongWith?: Promise<unknown>) => {
    pending ??= Promise.all([load(), alongWith && settledWithin(alongWith, FIRST_RENDER_WAIT_MS)]).then(([module]) => {
      loaded = module.default;
      return module;
    });
    return pending;
  };
  loaders.set(path, loadOnce);
  const Lazy = lazy(() => loadOnce());
  return function Page() {
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
