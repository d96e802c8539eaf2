import { addPlanPeriod, type CheckoutKind, monthlyEquivalentLabel, PLANS, type Plan } from '@contract/membership';
import { FlaskConical, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

/** The confirm button's words: what pressing it does with this payment provider. */
export const CONFIRM_LABELS: Record<CheckoutKind | 'unknown', string> = {
  demo: 'Start Premium (demo)',
  stripe: 'Continue to secure checkout',
  unknown: 'Confirm and Pay',
};

/**
 * The moment before paying: the plan, its price, the day it renews, that it can be cancelled any
 * time, and how it is paid: the demo provider said to be a demo (no card, nothing charged), Stripe
 * as the secure page the member goes on to. Focus moves to its heading, so a screen reader starts
 * here.
 */
export function PlanReview({
  plan,
  checkout,
  now = new Date(),
  onBack,
  onConfirm,
}: {
  plan: Plan;
  checkout: CheckoutKind | undefined;
  now?: Date;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const chosen = PLANS[plan];
  const renews = formatDate(addPlanPeriod(now, plan));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const row = 'flex items-baseline justify-between gap-4 border-b border-border/60 py-3 last:border-b-0';

  return (
    <Card aria-labelledby="review-title" role="region">
      <CardHeader>
        <h2
          id="review-title"
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl leading-tight font-semibold outline-none"
        >
          Review your plan
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-sm">
          <div className={row}>
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-semibold">Telve Premium, {chosen.name}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">Price</dt>
            <dd className="text-right font-semibold">
              {chosen.priceLabel} per {chosen.interval}
              {chosen.interval === 'year' && (
                <span className="block text-xs font-normal text-muted-foreground">
                  {monthlyEquivalentLabel(chosen)} a month
                </span>
              )}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">Renews on</dt>
            <dd className="font-semibold">{renews}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">Cancel</dt>
            <dd className="text-right">Anytime; Premium stays until the end of the period you paid for.</dd>
          </div>
        </dl>
        {checkout === 'demo' ? (
          <div
            data-demo-notice
            className="flex gap-3 rounded-xl border border-dashed border-border bg-muted/60 p-3 text-sm"
          >
            <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-gold" />
            <p>
              <Badge variant="outline" className="mr-1.5 align-text-bottom">
                Demo
              </Badge>
              This Telve has no payment provider connected, so this is a demo payment: no card is asked for and nothing
              is charged. Premium starts as soon as you confirm.
            </p>
          </div>
        ) : checkout === 'stripe' ? (
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            You pay on Stripe's secure page; your card goes to Stripe, never to Telve.
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Button size="lg" onClick={onConfirm}>
          {CONFIRM_LABELS[checkout ?? 'unknown']}
        </Button>
        <Button variant="ghost" onClick={onBack}>
          Change plan
        </Button>
      </CardFooter>
    </Card>
  );
}
