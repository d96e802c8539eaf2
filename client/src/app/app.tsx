import type { Clock } from '@contract/shell';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { ClockProvider } from '@/lib/clock';
import { AuthProvider } from '@/session/auth-context';
import { LateToaster } from './late-toaster';
import { OnLiveProvider } from './live';
import { AppRouter } from './router';

/**
 * The whole app, as the browser renders it and as the server paints a first screen with it (the
 * same tree, so the browser takes over the painted page rather than building it again). `clock`,
 * when given, is the day and hour the page was painted for; `onLive` is called once the app is
 * running, the opened route included (see Live).
 */
export function App({ queryClient, clock, onLive }: { queryClient: QueryClient; clock?: Clock; onLive?: () => void }) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <OnLiveProvider onLive={onLive}>
          <AppRouter />
        </OnLiveProvider>
        <LateToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
  return <StrictMode>{clock ? <ClockProvider clock={clock}>{app}</ClockProvider> : app}</StrictMode>;
}
