import type { Clock } from '@contract/shell';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { ClockProvider } from '@/lib/clock';
import { AuthProvider } from '@/session/auth-context';
import { LateToaster } from './late-toaster';
import { AppRouter } from './router';

/**
 * The whole app, as the browser renders it and as the server paints a first screen with it (the
 * same tree, so the browser takes over the painted page rather than building it again). `clock`,
 * when given, is the day and hour the page was painted for. Each route marks a painted page live
 * once it runs (see Live).
 */
export function App({ queryClient, clock }: { queryClient: QueryClient; clock?: Clock }) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        <LateToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
  return <StrictMode>{clock ? <ClockProvider clock={clock}>{app}</ClockProvider> : app}</StrictMode>;
}
