import { MEMBERSHIP_TOASTS, type Plan, type SubscriptionResponse, type SubscriptionState } from '@contract/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { USER_QUERY_KEY } from '@/session/auth-context';
import { expectCelebration } from './premium-celebration';

export const SUBSCRIPTION_QUERY_KEY = [endpoints.subscription.path] as const;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => api(endpoints.subscription),
  });
}

/** Puts a changed subscription in the subscription query, keeping what it knew of the checkout. */
export function storeSubscription(
  queryClient: ReturnType<typeof useQueryClient>,
  response: SubscriptionResponse,
): void {
  queryClient.setQueryData<SubscriptionState | undefined>(SUBSCRIPTION_QUERY_KEY, (known) =>
    known ? { ...known, status: response.status, subscription: response.subscription } : undefined,
  );
}

/** Keeps the subscription query and the user (whose premium and isPremium the server computes) in step. */
function useApplySubscription() {
  const queryClient = useQueryClient();
  return async (response: SubscriptionResponse) => {
    storeSubscription(queryClient, response);
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}

/**
 * The review step's confirm: Stripe answers a Checkout page to follow (it sends the member back to
 * /premium-success); the demo activates at once, the user is re-fetched, and the member lands on
 * /premium-success, which says 'Premium Activated!' once. The mutation stays pending while the
 * browser leaves for Stripe, so the button cannot be pressed twice.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (plan: Plan) => api(endpoints.createSubscription, { plan }),
    onSuccess: async (response) => {
      expectCelebration();
      if (response.checkoutUrl) {
        window.location.assign(response.checkoutUrl);
        await new Promise(() => undefined);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }).catch(() => undefined);
      navigate('/premium-success');
    },
    onError: () =>
      toast({
        title: MEMBERSHIP_TOASTS.createFailedTitle,
        description: MEMBERSHIP_TOASTS.createFailed,
        variant: 'destructive',
      }),
  });
}

export function useCancelSubscription() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: (subscriptionId: string) => api(endpoints.cancelSubscription, { subscriptionId }),
    onSuccess: async (response) => {
      toast({
        title: MEMBERSHIP_TOASTS.cancelled,
        description: MEMBERSHIP_TOASTS.cancelledDescription,
      });
      await apply(response);
    },
    onError: () =>
      toast({
        title: t('membership.error'),
        description: MEMBERSHIP_TOASTS.cancelFailed,
        variant: 'destructive',
      }),
  });
}

export function useReactivateSubscription() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: (subscriptionId: string) => api(endpoints.reactivateSubscription, { subscriptionId }),
    onSuccess: async (response) => {
      toast({ title: MEMBERSHIP_TOASTS.reactivated, description: t('membership.reactivated.text') });
      await apply(response);
    },
    onError: () =>
      toast({
        title: t('membership.error'),
        description: MEMBERSHIP_TOASTS.reactivateFailed,
        variant: 'destructive',
      }),
  });
}

/** 'Manage billing': opens the Stripe Billing Portal (only members with a Stripe customer see it). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => api(endpoints.billingPortal),
    onSuccess: async ({ url }) => {
      window.location.assign(url);
      await new Promise(() => undefined);
    },
    onError: (error) =>
      toast({
        title: t('membership.error'),
        // The server's reason, shown in the member's language by its English (the Toaster), or ours.
        description: error.message || t('membership.billing.failed'),
        variant: 'destructive',
      }),
  });
}
