import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useToasts } from '@/components/ui/use-toast';
import { AuthProvider } from '@/features/auth/auth-context';
import { AppRouter } from './app/router';
import { startEarly } from './app/start-early';
import { queryClient } from './lib/query-client';
import { applyStoredTheme } from './lib/settings';
import './styles.css';

// The toast viewport is not needed for first paint; toasts raised before it loads wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** How long after the load event the toast viewport loads when no toast has asked for it. */
const TOASTER_LATE_MS = 5000;

/**
 * Loads the toast viewport at once when a toast is raised, else a few seconds after the page has
 * loaded (for its F8 hotkey), so its code never competes with the first screen's.
 */
function LateToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer = setTimeout(() => setIdle(true), TOASTER_LATE_MS);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      clearTimeout(timer);
    };
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

applyStoredTheme();
startEarly(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        <LateToaster />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
