import {
  type BillingPortalResponse,
  type CreateSubscriptionResponse,
  MEMBERSHIP_TOASTS,
  type Plan,
  type Subscription,
  type SubscriptionResponse,
} from '@contract/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/features/auth/auth-context';
import { apiRequest } from '@/lib/api';

export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const;

/** SPEC.md section 9: the full page load to the dashboard follows one second after subscribing. */
export const REDIRECT_AFTER_SUBSCRIBING_MS = 1000;

/** Statuses after which there is nothing to manage: the member picks a plan again. */
const ENDED_STATUSES = new Set(['none', 'canceled', 'incomplete', 'incomplete_expired']);

/** Whether the subscription is one to show and manage (running, cancelling, or waiting for payment). */
export function isManageable(subscription: Subscription | null | undefined): subscription is Subscription {
  return Boolean(subscription) && !ENDED_STATUSES.has(subscription?.status ?? 'none');
}

/** Whether the subscription gives Premium now, as the server reported it. */
export function isActiveStatus(status: string | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => apiRequest<SubscriptionResponse>('GET', '/api/subscription'),
  });
}

/** Keeps the subscription query and the user (whose premium and isPremium the server computes) in step. */
function useApplySubscription() {
  const queryClient = useQueryClient();
  return async (response: SubscriptionResponse) => {
    queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, { status: response.status, subscription: response.subscription });
    await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };
}

/**
 * 'Continue to Payment': Stripe answers a Checkout page to follow; the demo activates at once, then
 * 'Premium Activated!', the user refetched, and a full page load to /dashboard?premium=true.
 */
export function useSubscribe() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: (plan: Plan) => apiRequest<CreateSubscriptionResponse>('POST', '/api/create-subscription', { plan }),
    onSuccess: async (response) => {
      if (response.checkoutUrl) {
        window.location.assign(response.checkoutUrl);
        return;
      }
      toast({ title: MEMBERSHIP_TOASTS.activated, description: 'Welcome to Telve Premium. Enjoy every benefit.' });
      await apply(response).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SUBSCRIBING_MS));
      window.location.assign('/dashboard?premium=true');
      // Stay pending until the new page replaces this one, so the button cannot be pressed twice.
      await new Promise(() => undefined);
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
    mutationFn: (subscriptionId: string) =>
      apiRequest<SubscriptionResponse>('POST', '/api/cancel-subscription', { subscriptionId }),
    onSuccess: async (response) => {
      toast({
        title: MEMBERSHIP_TOASTS.cancelled,
        description: MEMBERSHIP_TOASTS.cancelledDescription,
      });
      await apply(response);
    },
    onError: () =>
      toast({
        title: 'Error',
        description: MEMBERSHIP_TOASTS.cancelFailed,
        variant: 'destructive',
      }),
  });
}

export function useReactivateSubscription() {
  const apply = useApplySubscription();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      apiRequest<SubscriptionResponse>('POST', '/api/reactivate-subscription', { subscriptionId }),
    onSuccess: async (response) => {
      toast({ title: MEMBERSHIP_TOASTS.reactivated, description: 'Welcome back. Your Premium renews as before.' });
      await apply(response);
    },
    onError: () =>
      toast({
        title: 'Error',
        description: MEMBERSHIP_TOASTS.reactivateFailed,
        variant: 'destructive',
      }),
  });
}

/** 'Manage billing': opens the Stripe Billing Portal (only members with a Stripe customer see it). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => apiRequest<BillingPortalResponse>('POST', '/api/billing-portal'),
    onSuccess: async ({ url }) => {
      window.location.assign(url);
      await new Promise(() => undefined);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message || 'Could not open billing. Please try again.',
        variant: 'destructive',
      }),
  });
}
