import { MEMBERSHIP_TOASTS, type Plan, type SubscriptionResponse } from '@contract/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { USER_QUERY_KEY } from '@/session/auth-context';
import { celebrateAfterReload, showPremiumActivated } from './premium-celebration';

export const SUBSCRIPTION_QUERY_KEY = [endpoints.subscription.path] as const;

/** The full page load to the dashboard follows one second after subscribing. */
const REDIRECT_AFTER_SUBSCRIBING_MS = 1000;

export function useSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: () => api(endpoints.subscription),
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
 * 'Premium Activated!', the user refetched, and a full page load to /dashboard?premium=true, where
 * the celebration goes on. The page keeps its calm in-progress state until it is replaced: the
 * new subscription is not put in the page's cache, which would show the member the subscription
 * screen (and its Cancel button) for the second before the load.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  const [activated, setActivated] = useState(false);
  const mutation = useMutation({
    mutationFn: (plan: Plan) => api(endpoints.createSubscription, { plan }),
    onSuccess: async (response) => {
      if (response.checkoutUrl) {
        window.location.assign(response.checkoutUrl);
        await new Promise(() => undefined);
        return;
      }
      setActivated(true);
      showPremiumActivated();
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, REDIRECT_AFTER_SUBSCRIBING_MS));
      celebrateAfterReload();
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
  /** `activated`: Premium is on and the dashboard is about to load. */
  return { ...mutation, activated };
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
        title: 'Error',
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
    mutationFn: () => api(endpoints.billingPortal),
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
