import { isActiveStatus, MEMBERSHIP_TOASTS } from '@contract/membership';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Crown } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { T, t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';
import { activatePremium } from './activate-premium';
import { usePremiumActivatedToast } from './premium-celebration';
import { PremiumFeatureList } from './premium-feature-list';
import { SubscriptionSummary } from './subscription-summary';
import { storeSubscription } from './use-subscription';

/**
 * The premium activated page (/premium-success), where subscribing lands (the demo at once, Stripe
 * on its way back): confirms or activates Premium, then shows it, with 'Premium Activated!' once.
 */
export default function PremiumSuccessPage() {
  const { user } = useAuth();
  const say = useT();
  const queryClient = useQueryClient();
  const sessionId = new URLSearchParams(useSearch()).get('session_id');
  const activation = useQuery({
    queryKey: ['premium-activation', sessionId],
    queryFn: async () => {
      const response = await activatePremium(sessionId);
      storeSubscription(queryClient, response);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return response;
    },
    gcTime: 0,
  });
  const subscription = activation.data?.subscription;
  usePremiumActivatedToast(Boolean(subscription && isActiveStatus(activation.data?.status)));

  useEffect(() => {
    if (activation.isError) {
      toast({ title: t('membership.error'), description: MEMBERSHIP_TOASTS.demoFailed, variant: 'destructive' });
    }
  }, [activation.isError]);

  return (
    <WithBottomNav tabBar={false}>
      <main className={`${SCREEN_COLUMN.column} flex flex-col gap-6 pt-12 pb-12`}>
        {activation.isPending ? (
          <div className="flex min-h-[60dvh] items-center justify-center">
            <Spinner label={say('membership.success.activating')} showLabel size="lg" />
          </div>
        ) : subscription ? (
          <>
            <div className="flex flex-col items-center gap-3 text-center">
              <span className="flex size-20 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lift motion-safe:animate-fade-in">
                <Crown aria-hidden className="size-10" />
              </span>
              <h1 className="font-display text-4xl leading-tight font-semibold">
                <T id="membership.success.title" />
              </h1>
              <p className="max-w-xs text-muted-foreground">
                {user?.firstName
                  ? say('membership.success.welcomeName', { name: user.firstName })
                  : say('membership.success.welcome')}
              </p>
            </div>
            <Card>
              <CardContent className="pt-3 sm:pt-3">
                <SubscriptionSummary {...subscription} />
              </CardContent>
            </Card>
            <PremiumFeatureList title={say('membership.success.benefits')} />
            <Link href="/dashboard" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              <T id="membership.success.toDashboard" /> <ArrowRight aria-hidden />
            </Link>
          </>
        ) : (
          <div className="flex flex-col items-center gap-4 pt-10 text-center">
            <h1 className="font-display text-3xl font-semibold">
              <T id="membership.success.notActive" />
            </h1>
            <p className="max-w-xs text-muted-foreground">
              <T id="membership.success.notActiveText" />
            </p>
            <Link href="/premium" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              <T id="membership.success.backToPremium" />
            </Link>
            <Link href="/dashboard" className={buttonVariants({ variant: 'ghost', className: 'w-full' })}>
              <T id="membership.success.toDashboard" />
            </Link>
          </div>
        )}
      </main>
    </WithBottomNav>
  );
}
