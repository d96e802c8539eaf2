// The server's painter: renders a page's first screen to HTML with the same app tree the browser
// renders (app/app.tsx), so the shell shows the page before its code has loaded and the browser
// then takes it over (main.tsx hydrates it). Built apart (vite build --ssr) and loaded by the
// server when present.
import type { PagePaint, Painter } from '@contract/shell';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { screenTitleFor } from '@/app/screen-titles';
import { affirmationQuery, horoscopeQuery, PaintedMoodProvider } from '@/features/guidance';
import { documentTitle } from '@/lib/document-title';
import { loadMessages, setMessages } from '@/lib/i18n';
import { preloadPage } from '@/lib/pages';
import { USER_QUERY_KEY } from '@/session/auth-context';

// Every language's words for the painted pages (the shared catalog and the dashboard's), then
// the pages' code, loaded once, so a page renders at once and synchronously in either language.
const [en, tr] = await Promise.all([loadMessages('en', ['guidance']), loadMessages('tr', ['guidance'])]);
setMessages(en);
await preloadPage('/dashboard');
const CATALOGS = { en, tr };

/** The page's HTML and title: the landing page for a signed-out visitor, or a member's dashboard. */
export function renderPage(paint: PagePaint): { html: string; title: string } {
  return { html: renderApp(paint), title: documentTitle(screenTitleFor(paint.path)) };
}

function renderApp(paint: PagePaint): string {
  // Rendering is synchronous: the page's language holds for exactly this render.
  setMessages(CATALOGS[paint.language]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  queryClient.setQueryData(USER_QUERY_KEY, paint.user);
  if (paint.path === '/') {
    return renderToString(
      <Router ssrPath="/">
        <App queryClient={queryClient} />
      </Router>,
    );
  }
  const { user, horoscope, clock, mood, affirmation } = paint;
  if (horoscope) {
    queryClient.setQueryData(horoscopeQuery(user.id, horoscope.sign, user.isPremium, clock.today).queryKey, horoscope);
  }
  if (affirmation) queryClient.setQueryData(affirmationQuery(affirmation.mood).queryKey, affirmation);
  return renderToString(
    <Router ssrPath="/dashboard">
      <PaintedMoodProvider value={mood}>
        <App queryClient={queryClient} clock={clock} />
      </PaintedMoodProvider>
    </Router>,
  );
}

// The server loads this module by the shape it expects.
({ renderPage }) satisfies Painter;
