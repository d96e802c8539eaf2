import { ScreenError } from '@/components/screen-error';
import { ScreenSkeleton } from '@/components/screen-shape';
import { screenShapeFor } from './screen-shapes';

/**
 * What a route shows while its screen cannot be (app/route-frame.tsx loads this module as a chunk
 * of its own once the app has started, so the landing page's first JavaScript does not carry the
 * navigation and every screen's shape).
 */

/** A route's skeleton, in its screen's shape. */
export function RouteSkeleton({ pattern }: { pattern: string }) {
  return <ScreenSkeleton shape={screenShapeFor(pattern)} />;
}

/** A route's kind error with Try again, in its screen's shell. */
export function RouteError({ pattern, onRetry }: { pattern: string; onRetry: () => void }) {
  return <ScreenError shape={screenShapeFor(pattern)} onRetry={onRetry} />;
}
