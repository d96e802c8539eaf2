import { PREPAINTED_ATTRIBUTE } from '@contract/shell';
import { useEffect } from 'react';

/**
 * Renders nothing; once the part of the page around it runs, the page is no longer only painted:
 * the root loses PREPAINTED_ATTRIBUTE, and the after-paint script clicks again the painted buttons
 * it held (server/src/plugins/after-paint.ts). Placed inside each route's Suspense boundary
 * (RouteFrame): taking a painted page over commits the app's outer frame first and the route's
 * boundary after it, sometimes seconds later on a busy phone, and React drops a click on a route
 * it has not yet taken over. So the page counts as live only once the opened route itself runs.
 */
export function Live() {
  useEffect(() => document.getElementById('root')?.removeAttribute(PREPAINTED_ATTRIBUTE), []);
  return null;
}
