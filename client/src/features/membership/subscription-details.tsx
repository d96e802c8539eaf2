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
import { T, useCatalog } from '@/lib/i18n';
import { SubscriptionSummary } from './subscription-summary';
import { useBillingPortal, useCancelSubscription, useReactivateSubscription } from './use-subscription';

/** A member's own subscription on /premium: what it is, and cancel, reactivate or manage billing. */
export function SubscriptionDetails({ subscription, user }: { subscription: Subscription; user: User }) {
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const billing = useBillingPortal();
  const { language } = useCatalog();
  const ends = formatDate(subscription.currentPeriodEnd, language);

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-xl leading-tight font-semibold sm:text-2xl">
          <Crown aria-hidden className="size-5 text-gold" /> <T id="membership.subscription.title" />
        </h2>
      </CardHeader>
      <CardContent>
        <SubscriptionSummary {...subscription} />
        {subscription.cancelAtPeriodEnd && (
          <p className="mt-3 rounded-xl bg-secondary/60 p-3 text-sm text-secondary-foreground">
            <T id="membership.details.staysUntil" values={{ date: ends }} />
          </p>
        )}
      </CardContent>
      <CardFooter className="flex-col items-stretch">
        {subscription.cancelAtPeriodEnd ? (
          <Button size="lg" loading={reactivate.isPending} onClick={() => reactivate.mutate(subscription.id)}>
            <T id="membership.details.reactivate" />
          </Button>
        ) : (
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="lg" loading={cancel.isPending}>
                <T id="membership.details.cancel" />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>
                  <T id="membership.details.cancelTitle" />
                </AlertDialogTitle>
                <AlertDialogDescription>
                  <T id="membership.details.cancelText" values={{ date: ends }} />
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>
                  <T id="membership.details.keep" />
                </AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={() => cancel.mutate(subscription.id)}>
                  <T id="membership.details.cancel" />
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
        {user.stripeCustomerId && (
          <Button variant="ghost" loading={billing.isPending} onClick={() => billing.mutate()}>
            <CreditCard aria-hidden /> <T id="membership.details.billing" />
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
