import { isManageable } from '@contract/membership';
import { Crown } from 'lucide-react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { PlanCheckout } from './plan-checkout';
import { PremiumFeatureList } from './premium-feature-list';
import { SubscriptionDetails } from './subscription-details';
import { SubscriptionSummary } from './subscription-summary';
import { useSubscription } from './use-subscription';

/**
 * /premium: the plans for members without a running subscription; plan,
 * status, next billing date and cancel or reactivate for those with one.
 */
export default function PremiumPage() {
  const { user } = useAuth();
  const say = useT();
  const subscription = useSubscription();
  const current = subscription.data?.subscription;
  const manageable = isManageable(current);

  return (
    <WithBottomNav tabBar={false}>
      <PageHeader title={say('title:/premium')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      <main className={`${SCREEN_COLUMN.column} flex flex-col gap-6 pt-6 ${manageable ? 'pb-10' : 'pb-40'}`}>
        <div className="flex flex-col items-center gap-2 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-soft">
            <Crown aria-hidden className="size-7" />
          </span>
          <p className="font-display text-2xl leading-snug font-semibold">
            <T id={manageable ? 'membership.page.thanks' : 'membership.page.goDeeper'} />
          </p>
          <p className="max-w-xs text-sm text-muted-foreground">
            <T id="membership.page.lead" />
          </p>
        </div>
        {subscription.isPending ? (
          <div className="flex min-h-[24rem] items-start justify-center pt-10">
            <Spinner label={say('membership.page.loading')} showLabel />
          </div>
        ) : manageable && user ? (
          <>
            <SubscriptionDetails subscription={current} user={user} />
            <PremiumFeatureList title={say('membership.page.benefits')} />
          </>
        ) : subscription.isError && user?.premium ? (
          // The subscription could not be read: show what the user payload says, without actions.
          <Card>
            <CardHeader>
              <h2 className="font-display text-xl leading-tight font-semibold sm:text-2xl">
                <T id="membership.subscription.title" />
              </h2>
            </CardHeader>
            <CardContent>
              <SubscriptionSummary {...user.premium} />
            </CardContent>
          </Card>
        ) : (
          <PlanCheckout checkout={subscription.data?.checkout} />
        )}
      </main>
    </WithBottomNav>
  );
}
