import type { User } from '@contract/auth';
import { planLabel } from '@contract/membership';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

/** The profile's subscription status, read from the server's answer. */
export function SubscriptionBox({ user }: { user: User }) {
  const premium = user.premium;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-gold" aria-hidden /> Subscription
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {premium ? (
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{planLabel(premium.plan)}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="capitalize">
              {premium.cancelAtPeriodEnd && user.isPremium ? 'Cancels at period end' : premium.status}
            </dd>
            <dt className="text-muted-foreground">
              {premium.cancelAtPeriodEnd ? 'Premium until' : 'Next billing date'}
            </dt>
            <dd>{formatDate(premium.currentPeriodEnd)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">You are on the free plan.</p>
        )}
        <Link href="/premium" className={buttonVariants({ variant: 'outline' })}>
          Manage Subscription
        </Link>
      </CardContent>
    </Card>
  );
}
