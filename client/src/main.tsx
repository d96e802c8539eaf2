import { PREPAINTED_ATTRIBUTE } from '@contract/shell';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadScreenFramesWhenIdle } from './app/route-frame';
import { startEarly } from './app/start-early';
import { activateLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { applyStoredTheme } from './lib/settings';
import { shellSession } from './session/shell-session';
import './styles.css';

applyStoredTheme();

/**
 * An error a route's boundary caught: the member sees that screen's kind error with Try again
 * (app/route-frame.tsx), so it is a note for whoever reads the console, not an error of the app.
 */
const onCaughtError = (error: unknown, info: { componentStack?: string }) =>
  console.warn('Caught by an error boundary (a screen or the toasts)', error, info.componentStack);

// The page's language, as the server chose it (the member's, else her browser's): its catalog first.
await activateLanguage(document.documentElement.lang === 'tr' ? 'tr' : 'en');

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

if (root.hasAttribute(PREPAINTED_ATTRIBUTE)) {
  // The server painted the first screen with the same app: once the page's code is in, the app
  // takes the painted page over as it is (same data, same clock) instead of building it again. The
  // route, once it runs, unmarks the root (app/live.tsx).
  await startEarly(queryClient, { painted: true });
  // As a transition, the takeover yields to the browser every few milliseconds (a tap, a frame)
  // instead of holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} clock={shellSession()?.clock} />, {
      // A painted detail that differs from the browser's (a mood picked in another tab) is painted
      // again by the browser: worth a note, not an error.
      onRecoverableError: (error) => console.warn('The painted page was partly painted again', error),
      onCaughtError,
    });
  });
} else {
  startEarly(queryClient, { painted: false });
  createRoot(root, { onCaughtError }).render(<App queryClient={queryClient} />);
}
// The routes' skeletons and error views, once the first screen is idle.
loadScreenFramesWhenIdle();
// Then the member's language as the app learns it (a sign-in, her profile, a change in Settings).
import('./session/member-language').then((language) => language.default(queryClient, activateLanguage));
