import { Crown } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * What the member sees between 'Continue to Payment' and the dashboard: one calm card, first while
 * the payment goes through, then once Premium is on, while the dashboard loads.
 */
export function PurchaseProgress({ activated }: { activated: boolean }) {
  return (
    <Card>
      <CardContent className="flex min-h-[20rem] flex-col items-center justify-center gap-4 pt-8 pb-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-soft">
          <Crown aria-hidden className="size-7" />
        </span>
        <div role="status" className="flex flex-col items-center gap-2">
          <h2 className="font-display text-2xl font-semibold">
            {activated ? 'Premium is yours' : 'Preparing your Premium'}
          </h2>
          <p className="max-w-xs text-muted-foreground">
            {activated ? 'Taking you to your dashboard...' : 'This takes a moment. Please keep this page open.'}
          </p>
        </div>
        <Spinner label={activated ? 'Opening your dashboard' : 'Processing your payment'} />
      </CardContent>
    </Card>
  );
}
