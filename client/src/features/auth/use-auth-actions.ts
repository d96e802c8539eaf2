import type { Login, Register, User } from '@contract/auth';
import { TOASTS } from '@contract/messages';
import { isAdminRole } from '@contract/roles';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { forgetStoredHoroscope } from '@/features/guidance';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { clearOfflineData } from '@/lib/offline-data';
import { preloadPage } from '@/lib/pages';
import { USER_QUERY_KEY } from '@/session/auth-context';

/** Product constants. */
const LOGIN_REFETCH_DELAY_MS = 300;
const AFTER_AUTH_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Re-reads the user bypassing any cache; keeps `fallback` if that fails. */
async function fetchFreshUser(fallback: User): Promise<User> {
  try {
    return await api(endpoints.user, undefined, { noCache: true });
  } catch {
    return fallback;
  }
}

/** Sign-in, registration and sign-out with the flows, delays and toasts. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const login = useMutation({
    mutationFn: (body: Login) => api(endpoints.login, body),
    onSuccess: async (user) => {
      forgetOfflineCopy();
      // The next screen's code comes in during the wait, so it follows this one without a spinner.
      preloadPage(isAdminRole(user.role) ? '/admin' : '/mood');
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast(TOASTS.loggedIn);
      await wait(LOGIN_REFETCH_DELAY_MS);
      const fresh = await fetchFreshUser(user);
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
      await wait(AFTER_AUTH_DELAY_MS - LOGIN_REFETCH_DELAY_MS);
      navigate(isAdminRole(fresh.role) ? '/admin' : '/mood');
    },
  });

  const register = useMutation({
    mutationFn: (body: Register) => api(endpoints.register, body),
    onSuccess: async (user) => {
      forgetOfflineCopy();
      preloadPage('/terms-of-service');
      queryClient.setQueryData(USER_QUERY_KEY, user);
      toast({
        title: TOASTS.accountCreated.title,
        description: t('auth.registered', { name: user.firstName }),
      });
      await wait(AFTER_AUTH_DELAY_MS);
      queryClient.setQueryData(USER_QUERY_KEY, await fetchFreshUser(user));
      // Telve's order: register -> terms of service -> initial mood -> dashboard.
      navigate('/terms-of-service');
    },
  });

  const logout = useMutation({
    mutationFn: () => api(endpoints.logout),
    onSuccess: () => {
      forgetMember(queryClient);
      toast(TOASTS.loggedOut);
      navigate('/auth');
    },
  });

  return { login, register, logout };
}

/**
 * The pages kept for offline were painted for whoever was signed in: they go at sign-out, and at a
 * sign-in too (a session that ended without a logout left the last member's), the worker told.
 */
function forgetOfflineCopy(): void {
  clearOfflineData().catch((error: unknown) => console.warn('Could not clear the offline copy', error));
}

/** Signed out (logout, a deleted account): no user, nothing of theirs cached in memory or in the browser. */
export function forgetMember(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  forgetStoredHoroscope();
  forgetOfflineCopy();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** The server's message for rate limits and conflicts, which say something the member can act on. */
export function actionableMessage(error: unknown): string | undefined {
  return error instanceof ApiError && (error.status === 429 || error.status === 409) ? error.message : undefined;
}
