import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/components/ui/use-toast';

// The toast viewport is not needed for first paint; toasts raised before it loads wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** How long after the load event the toast viewport loads when no toast has asked for it. */
const TOASTER_LATE_MS = 5000;

/**
 * Loads the toast viewport at once when a toast is raised, else a few seconds after the page has
 * loaded (for its F8 hotkey), so its code never competes with the first screen's.
 */
export function LateToaster() {
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
