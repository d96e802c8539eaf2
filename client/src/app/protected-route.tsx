import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import { toast } from '@/components/ui/use-toast';
import { startServiceWorkerWhenIdle, UPDATED_TOAST } from '@/lib/pwa-start';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';

/**
 * `loading` (a spinner unless given: the route passes its skeleton) while the session loads, /auth when signed out; a signed-in member's user is checked
 * again on entry (failures only logged). A visitor known to be signed out is sent on without a
 * request that could only answer 401.
 */
export function ProtectedRoute({ children, loading }: { children: ReactNode; loading?: ReactNode }) {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = user !== null;
  // A startup check still under way when the route is entered is this entry's check.
  const checked = useRef(isLoading);
  useEffect(() => {
    if (checked.current || !signedIn) return;
    checked.current = true;
    queryClient.refetchQueries({ queryKey: USER_QUERY_KEY }).catch((error: unknown) => {
      console.warn('Current-user check failed', error);
    });
  }, [queryClient, signedIn]);
  // Telve's offline copy and daily reminder are a member's: the worker starts on her screens only.
  useEffect(() => {
    if (signedIn) startServiceWorkerWhenIdle(() => toast(UPDATED_TOAST));
  }, [signedIn]);
  if (isLoading) return loading ?? <PageSpinner />;
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
