import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { PremiumFeatureCard } from '@/components/premium-feature-card';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { SkeletonLines } from '@/components/skeleton-lines';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type MessageId, T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { CompatibilityForm } from './compatibility-form';
import { CompatibilityResult } from './compatibility-result';
import { useCompatibility } from './use-compatibility';

/** What Compatibility gives a Premium member. */
const COMPATIBILITY_BENEFITS: readonly MessageId[] = [
  'natal.benefit.charts',
  'natal.benefit.links',
  'natal.benefit.private',
];

/**
 * Compatibility (/compatibility, premium): another person's birth details, and how their chart
 * meets the member's. Free members see what Premium adds; a member without a birth date and place
 * is sent to the profile first.
 */
export default function CompatibilityPage() {
  const { user, isPremium } = useAuth();
  const say = useT();
  const ready = Boolean(user?.dateOfBirth && user.birthPlaceId);
  return (
    <WithBottomNav>
      <PageHeader title={say('title:/compatibility')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      <main className={`${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`}>
        {!isPremium ? (
          <PremiumFeatureCard
            feature={say('natal.feature')}
            benefits={COMPATIBILITY_BENEFITS.map((benefit) => say(benefit))}
          />
        ) : ready ? (
          <Compatibility />
        ) : (
          <BirthDataFirst />
        )}
      </main>
    </WithBottomNav>
  );
}

function Compatibility() {
  const say = useT();
  const { reading, foldQuestion, notReady } = useCompatibility();
  return (
    <>
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div>
          <h2 className="font-display text-xl font-semibold">
            <T id="natal.other.title" />
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            <T id="natal.other.lead" />
          </p>
        </div>
        <CompatibilityForm pending={reading.isPending} foldQuestion={foldQuestion} onSubmit={reading.mutate} />
        {notReady && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {/* The server's reason, in the member's language by its English. */}
            {say(notReady as MessageId)}{' '}
            <Link href="/profile" className="underline underline-offset-2">
              <T id="natal.toProfile" />
            </Link>
          </p>
        )}
      </Card>
      {reading.isPending ? (
        <Card role="status" aria-label={say('natal.reading')} className="p-5 sm:p-6">
          <SkeletonLines lines={6} />
        </Card>
      ) : reading.data ? (
        <CompatibilityResult key={JSON.stringify(reading.variables)} result={reading.data} />
      ) : null}
    </>
  );
}

/** Shown until the member has given her own birth date and place: the reading needs her chart too. */
function BirthDataFirst() {
  return (
    <Card className="flex flex-col items-start gap-3 p-5 sm:p-6">
      <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-gold">
        <Sparkles aria-hidden className="size-5" />
      </span>
      <h2 className="font-display text-xl font-semibold">
        <T id="natal.first.title" />
      </h2>
      <p className="text-sm leading-relaxed text-muted-foreground">
        <T id="natal.first.text" />
      </p>
      <Link href="/profile" className={buttonVariants({ variant: 'primary' })}>
        <T id="natal.first.add" />
      </Link>
    </Card>
  );
}
