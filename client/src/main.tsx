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

/**
 * Loads the toast viewport once the page has painted and the browser is idle, or at once when a
 * toast is raised, so its code does not compete with the first screen's.
 */
function LateToaster() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        idleId = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      else setIdle(true);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) cancelIdleCallback(idleId);
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
