import type { User } from '@contract/auth';
import { planLabel } from '@contract/membership';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { type MessageId, useCatalog, useT } from '@/lib/i18n';

/** The statuses the payment provider reports, in the member's language (English: as reported). */
const STATUS_WORDS: Record<string, MessageId> = {
  active: 'profile.status.active',
  trialing: 'profile.status.trialing',
  past_due: 'profile.status.past_due',
  unpaid: 'profile.status.unpaid',
  paused: 'profile.status.paused',
  canceled: 'profile.status.canceled',
  incomplete: 'profile.status.incomplete',
  incomplete_expired: 'profile.status.incomplete_expired',
};

/** The profile's subscription status, read from the server's answer. */
export function SubscriptionBox({ user }: { user: User }) {
  const say = useT();
  const { language } = useCatalog();
  const premium = user.premium;
  const status = (value: string) =>
    Object.hasOwn(STATUS_WORDS, value) ? say(STATUS_WORDS[value] as MessageId) : value;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown className="size-5 text-gold" aria-hidden /> {say('profile.subscription.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {premium ? (
          <dl className="grid grid-cols-2 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{say('profile.subscription.plan')}</dt>
            <dd>{say(planLabel(premium.plan))}</dd>
            <dt className="text-muted-foreground">{say('profile.subscription.status')}</dt>
            <dd className="capitalize">
              {premium.cancelAtPeriodEnd && user.isPremium
                ? say('profile.subscription.cancelling')
                : status(premium.status)}
            </dd>
            <dt className="text-muted-foreground">
              {say(premium.cancelAtPeriodEnd ? 'profile.subscription.until' : 'profile.subscription.nextBilling')}
            </dt>
            <dd>{formatDate(premium.currentPeriodEnd, language)}</dd>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">{say('profile.subscription.free')}</p>
        )}
        <Link href="/premium" className={buttonVariants({ variant: 'outline' })}>
          {say('profile.subscription.manage')}
        </Link>
      </CardContent>
    </Card>
  );
}
