import type { CheckoutKind } from '@contract/membership';
import { Crown } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { T, useT } from '@/lib/i18n';

/**
 * What the member sees between confirming her plan and the next page (the activated page, or
 * Stripe's checkout): one calm card, nothing to press twice.
 */
export function PurchaseProgress({ checkout }: { checkout: CheckoutKind | undefined }) {
  const say = useT();
  const toStripe = checkout === 'stripe';
  return (
    <Card>
      <CardContent className="flex min-h-[20rem] flex-col items-center justify-center gap-4 pt-8 pb-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-soft">
          <Crown aria-hidden className="size-7" />
        </span>
        <div role="status" className="flex flex-col items-center gap-2">
          <h2 className="font-display text-2xl font-semibold">
            <T id={toStripe ? 'membership.progress.stripe' : 'membership.progress.demo'} />
          </h2>
          <p className="max-w-xs text-muted-foreground">
            <T id="membership.progress.wait" />
          </p>
        </div>
        <Spinner label={say(toStripe ? 'membership.progress.stripeLabel' : 'membership.progress.demoLabel')} />
      </CardContent>
    </Card>
  );
}
