import type { QueryClient } from '@tanstack/react-query';
import { shellSession } from '@/features/auth/shell-session';
import { startDailyGuidance } from '@/features/guidance/guidance-queries';
import { preloadPage } from '@/lib/pages';

/**
 * Before the first render: when the page shell names a signed-in member, the opened page's code
 * and, on the dashboard, its guidance requests all start at once, instead of one after the other
 * (page code, then render, then data); the dashboard's first render then shows the guidance.
 */
export function startEarly(queryClient: QueryClient): void {
  const user = shellSession()?.user;
  if (!user) return;
  const path = window.location.pathname;
  preloadPage(path, path === '/dashboard' ? startDailyGuidance(queryClient, user) : undefined);
}
