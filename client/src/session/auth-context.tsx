import type { User } from '@contract/auth';
import { isAdminRole } from '@contract/roles';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { apiOrNullWhenSignedOut } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { shellSession } from './shell-session';

export const USER_QUERY_KEY = [endpoints.user.path] as const;

interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
  /** Computed by the server (one entitlement rule); the client never decides it. */
  isPremium: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Checks the current user once on startup: the answer the server put in the page shell when there
 * is one (so a signed-out visitor's landing page makes no request), else GET /api/user. A failed
 * check is logged and treated as signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, error } = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: () => apiOrNullWhenSignedOut(endpoints.user),
    initialData: () => shellSession()?.user,
    retry: false,
  });
  if (error) console.warn('Could not check the current user', error);
  const user = data ?? null;
  // A re-check that finds the member unchanged keeps the same user object (the query shares
  // structure), so the screens under it do not render again for nothing.
  const value = useMemo(
    () => ({ user, isLoading, isAdmin: isAdminRole(user?.role), isPremium: user?.isPremium ?? false }),
    [user, isLoading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in member; must be used under AuthProvider. */
export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
