import { Component, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { T } from '@/lib/i18n';
import { loadWithRetries, retryFailedPages } from '@/lib/pages';
import { useAuth } from '@/session/auth-context';
import { Live } from './live';

type Frames = typeof import('./screen-frames');

let frames: Frames | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the routes' skeletons and error views (app/screen-frames.tsx), once; again after a
 * failure. main.tsx asks for it once the first screen is idle (loadScreenFramesWhenIdle), so it
 * is in long before a screen needs it without weighing on the first paint; a route that needs it
 * sooner asks at once.
 */
export function loadScreenFrames(): Promise<void> {
  loading ??= loadWithRetries(() => import('./screen-frames')).then(
    (module) => {
      frames = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      console.warn('The screen placeholders could not be loaded', error);
    },
  );
  return loading;
}

/** Loads the frames once the browser is idle (at most a couple of seconds after the app starts). */
export function loadScreenFramesWhenIdle(): void {
  const load = () => void loadScreenFrames();
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 1);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The frames once loaded (and a render when they arrive). */
function useFrames(): Frames | undefined {
  const loaded = useSyncExternalStore(
    subscribe,
    () => frames,
    () => frames,
  );
  useEffect(() => {
    if (!loaded) void loadScreenFrames();
  }, [loaded]);
  return loaded;
}

interface RouteProps {
  /** The route's pattern, which names its screen's shape (app/screen-shapes.ts) and what its error view calls it. */
  pattern: string;
}

/**
 * The route's screen while its code or the session is on its way: its skeleton, in the screen's
 * own shell (navigation and top bar painted); a spinner only in the moment before the skeletons
 * themselves have arrived.
 */
export function RouteLoading({ pattern }: RouteProps) {
  const loaded = useFrames();
  return loaded ? <loaded.RouteSkeleton pattern={pattern} /> : <PageSpinner />;
}

/**
 * The error view, in the screen's shell; a bare one if even the frames could not be had (offline
 * in the app's first seconds), which still leads home as well as trying again: never a dead end.
 */
function RouteErrorView({ pattern, onRetry }: RouteProps & { onRetry: () => void }) {
  const loaded = useFrames();
  const { user } = useAuth();
  if (loaded) return <loaded.RouteError pattern={pattern} onRetry={onRetry} />;
  return (
    <main className="grid min-h-dvh place-content-center gap-4 bg-cream p-6 text-center text-espresso">
      <h1 className="font-display text-2xl font-semibold">
        <T id="route.failed" />
      </h1>
      <p className="text-muted-foreground">
        <T id="route.checkConnection" />
      </p>
      <Button onClick={onRetry}>
        <T id="tryAgain" />
      </Button>
      <Button asChild variant="outline">
        <Link href={user ? '/dashboard' : '/'}>
          <T id="goHome" />
        </Link>
      </Button>
    </main>
  );
}

/**
 * A route's error boundary: whatever goes wrong while showing the screen (its code failing to
 * arrive above all) is shown as a kind error with Try again instead of taking the whole app down.
 * Try again renders the screen afresh, asking for code that failed again. The root's
 * onCaughtError (main.tsx) notes what was caught.
 */
class RouteErrorBoundary extends Component<RouteProps & { children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  constructor(props: RouteProps & { children: ReactNode }) {
    super(props);
    // Opening a screen whose code failed on an earlier visit asks for it again.
    retryFailedPages();
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    retryFailedPages();
    void loadScreenFrames();
    this.setState({ failed: false });
  };

  override render() {
    const { pattern, children } = this.props;
    return this.state.failed ? <RouteErrorView pattern={pattern} onRetry={this.retry} /> : children;
  }
}

/**
 * Every route's frame: its skeleton while the screen's code is on its way, and its own error
 * boundary, so one screen failing never blanks the app. One boundary per visit (keyed by
 * location): a screen that failed is tried anew when the member comes back to it.
 */
export function RouteFrame({ pattern, children }: RouteProps & { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={location} pattern={pattern}>
      <Suspense fallback={<RouteLoading pattern={pattern} />}>
        {children}
        <Live />
      </Suspense>
    </RouteErrorBoundary>
  );
}
