import { catalogs } from 'virtual:telve-catalogs';
import type { User } from '@contract/auth';
import type { Language } from '@contract/languages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/components/ui/toaster';
import { dismiss } from '@/components/ui/use-toast';
import { type Feature, loadMessages, type Messages, setMessages } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { AuthProvider, USER_QUERY_KEY } from '@/session/auth-context';

// findBy and waitFor give up after 1 s by default: a debounced search and its answer took longer
// than that once on a loaded machine with the whole suite beside them. A passing test waits no
// longer for this; a failing one says so after 3 s.
configure({ asyncUtilTimeout: 3000 });

// Screens read their words from the catalogs, every feature's (the router loads a page's with it):
// English, as SPEC.md writes them, unless a test asks for another language (speak).
const FEATURES = Object.keys(catalogs) as Feature[];
const LANGUAGES: Partial<Record<Language, Messages>> = {};

/** Makes `language` the screens' language, with every feature's words; resetApp gives English back. */
export async function speak(language: Language): Promise<void> {
  LANGUAGES[language] ??= await loadMessages(language, FEATURES);
  setMessages(LANGUAGES[language]);
}

await speak('en');

/** A signed-in member as GET /api/user answers her; premium unless told otherwise. */
export function member(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: 'Ayla',
    lastName: 'Demir',
    email: 'ayla@example.com',
    dateOfBirth: '1990-04-12',
    occupation: null,
    intentions: [],
    profilePhotoUrl: null,
    bio: null,
    role: 'user',
    premium: null,
    isPremium: true,
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    termsAccepted: true,
    emailVerified: true,
    pendingEmail: null,
    language: 'en',
    birthTime: null,
    birthPlaceId: null,
    birthPlaceName: null,
    birthTimeFold: null,
    ...overrides,
  };
}

interface AppOptions {
  /** The signed-in member (a premium one by default); null: a signed-out visitor. */
  user?: User | null;
  /** Where the in-memory router starts. */
  path?: string;
}

/**
 * The providers main.tsx gives a screen: the app's own query client (journal refreshes go through
 * it), the real AuthProvider with the member already known, a router kept in memory, and the toasts.
 */
/** What Radix's checkbox asks of the browser to measure itself; jsdom has none. resetApp gives it back. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function appWrapper({ user = member(), path = '/' }: AppOptions) {
  if (!('ResizeObserver' in globalThis)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  queryClient.setQueryData(USER_QUERY_KEY, user);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Router hook={location.hook}>
          {children}
          <Toaster />
        </Router>
      </AuthProvider>
    </QueryClientProvider>
  );
  // The router's history, newest last (a replace overwrites the last entry).
  return { wrapper, history: location.history };
}

/** Renders a component inside the app's providers. */
export function renderApp(ui: ReactNode, options: AppOptions = {}) {
  const { wrapper, history } = appWrapper(options);
  return { ...render(ui, { wrapper }), history };
}

/** Renders a hook inside the app's providers (its toasts render too). */
export function renderAppHook<T>(hook: () => T, options: AppOptions = {}) {
  const { wrapper, history } = appWrapper(options);
  return { ...renderHook(hook, { wrapper }), history };
}

/**
 * After each test: unmount, forget cached data and toasts, and give back the real globals. The
 * unit project keeps modules between files (isolate: false), so each file registers this itself:
 * `afterEach(resetApp)`; a hook registered here at import would only run for the first file.
 */
export function resetApp(): void {
  cleanup();
  queryClient.clear();
  dismiss();
  vi.unstubAllGlobals();
  if (LANGUAGES.en) setMessages(LANGUAGES.en);
}
