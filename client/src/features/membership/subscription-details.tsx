import type { User } from '@contract/auth';
import type { Subscription } from '@contract/membership';
import { CreditCard, Crown } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { SubscriptionSummary } from './subscription-summary';
import { useBillingPortal, useCancelSubscription, useReactivateSubscription } from './use-subscription';

/** A member's own subscription on /premium: what it is, and cancel, reactivate or manage billing. */
export function SubscriptionDetails({ subscription, user }: { subscription: Subscription; user: User }) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const billing = useBillingPortal();
  const ends = formatDate(subscription.currentPeriodEnd);

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-xl leading-tight font-semibold sm:text-2xl">
          <Crown aria-hidden className="size-5 text-gold" /> Your subscription
        </h2>
      </CardHeader>
      <CardContent>
        <SubscriptionSummary {...subscription} />
        {subscription.cancelAtPeriodEnd && (
          <p className="mt-3 rounded-xl bg-secondary/60 p-3 text-sm text-secondary-foreground">
            Your Premium stays with you until {ends}. Reactivate to keep it going.
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch">
        {subscription.cancelAtPeriodEnd ? (
          <Button size="lg" loading={reactivate.isPending} onClick={() => reactivate.mutate(subscription.id)}>
            Reactivate Subscription
          </Button>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="lg" loading={cancel.isPending}>
                Cancel Subscription
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Cancel your subscription?</AlertDialogTitle>
                <AlertDialogDescription>
                  You keep every Premium benefit until {ends}. After that your account returns to the free plan.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep Premium</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={() => cancel.mutate(subscription.id)}>
                  Cancel Subscription
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
        {user.stripeCustomerId && (
          <Button variant="ghost" loading={billing.isPending} onClick={() => billing.mutate()}>
            <CreditCard aria-hidden /> Manage billing
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
