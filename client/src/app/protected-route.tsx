import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import { USER_QUERY_KEY, useAuth } from '@/features/auth/auth-context';

/** Spinner while the session loads, /auth when signed out; re-checks the user on entry (failures only logged). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }).catch((error: unknown) => {
      console.warn('Current-user check failed', error);
    });
  }, [queryClient]);
  if (isLoading) return <PageSpinner />;
  if (!user) return <Redirect to="/auth" />;
  return <>{children}</>;
}

/** For pages only signed-out visitors see (landing): a signed-in member goes to the dashboard. */
export function PublicOnlyRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return <Redirect to="/dashboard" />;
  return <>{children}</>;
}
