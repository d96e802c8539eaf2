import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider } from '@/features/auth/auth-context';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { applyStoredTheme } from './lib/settings';
import './styles.css';

// The toast viewport is not needed for first paint; toasts raised before it loads wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <AppRouter />
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
