import { createContext, type ReactNode, useContext, useEffect } from 'react';

const OnLive = createContext<(() => void) | undefined>(undefined);

/** Gives the app's `onLive` (main.tsx: the painted page is now the app) to the routes' frames. */
export function OnLiveProvider({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  return <OnLive.Provider value={onLive}>{children}</OnLive.Provider>;
}

/**
 * Renders nothing; calls `onLive` once the part of the page around it runs. Placed inside a
 * route's Suspense boundary (RouteFrame): taking a painted page over commits the app's outer frame
 * first and the route's boundary after it, sometimes seconds later on a busy phone, and a tap on
 * the route before then would be dropped by React. So the page counts as live only once the route
 * itself has been taken over.
 */
export function Live() {
  const onLive = useContext(OnLive);
  useEffect(() => onLive?.(), [onLive]);
  return null;
}
