import type { QueryClient } from '@tanstack/react-query';
import { startDailyGuidance } from '@/features/guidance';
import { preloadPage } from '@/lib/pages';
import { shellSession } from '@/session/shell-session';

/**
 * Before the first render: when the page shell names a signed-in member, the opened page's code
 * and, on the dashboard, its guidance requests all start at once, instead of one after the other
 * (page code, then render, then data); the dashboard's first render then shows the guidance.
 * Resolves when the opened page is ready to render; on a page the server painted, only its code is
 * awaited.
 */
export function startEarly(queryClient: QueryClient, { painted }: { painted: boolean }): Promise<void> {
  const user = shellSession()?.user;
  if (!user) return Promise.resolve();
  const path = window.location.pathname;
  // A painted dashboard already shows its horoscope; its affirmation is asked once the page runs,
  // so the page the browser takes over is the one that was painted.
  const guidance = path === '/dashboard' && !painted ? startDailyGuidance(queryClient, user) : undefined;
  return preloadPage(path, guidance);
}
