import type { CheckoutKind } from '@contract/membership';
import { Crown } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * What the member sees between confirming her plan and the next page (the activated page, or
 * Stripe's checkout): one calm card, nothing to press twice.
 */
export function PurchaseProgress({ checkout }: { checkout: CheckoutKind | undefined }) {
  const toStripe = checkout === 'stripe';
  return (
    <Card>
      <CardContent className="flex min-h-[20rem] flex-col items-center justify-center gap-4 pt-8 pb-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-soft">
          <Crown aria-hidden className="size-7" />
        </span>
        <div role="status" className="flex flex-col items-center gap-2">
          <h2 className="font-display text-2xl font-semibold">
            {toStripe ? 'Opening secure checkout' : 'Preparing your Premium'}
          </h2>
          <p className="max-w-xs text-muted-foreground">This takes a moment. Please keep this page open.</p>
        </div>
        <Spinner label={toStripe ? 'Opening Stripe checkout' : 'Starting your Premium'} />
      </CardContent>
    </Card>
  );
}
