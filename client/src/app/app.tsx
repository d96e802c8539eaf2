import type { Clock } from '@contract/shell';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { ClockProvider } from '@/lib/clock';
import { AuthProvider } from '@/session/auth-context';
import { LateToaster } from './late-toaster';
import { AppRouter } from './router';

/** Renders nothing; tells its caller when the app's first render is on screen and running. */
function Live({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

/**
 * The whole app, as the browser renders it and as the server paints a first screen with it (the
 * same tree, so the browser takes over the painted page rather than building it again). `clock`,
 * when given, is the day and hour the page was painted for; `onLive` is called once the app is
 * running (a painted page's buttons wait for it).
 */
export function App({ queryClient, clock, onLive }: { queryClient: QueryClient; clock?: Clock; onLive?: () => void }) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        <LateToaster />
        <Live onLive={onLive} />
      </AuthProvider>
    </QueryClientProvider>
  );
  return <StrictMode>{clock ? <ClockProvider clock={clock}>{app}</ClockProvider> : app}</StrictMode>;
}
