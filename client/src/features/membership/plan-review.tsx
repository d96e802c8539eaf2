import { addPlanPeriod, type CheckoutKind, PLANS, type Plan, planLabel } from '@contract/membership';
import { FlaskConical, Lock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { type MessageId, T, useCatalog, useT } from '@/lib/i18n';
import { formatPrice, monthlyPrice, PRICE_PER } from './words';

/** The confirm button's words: what pressing it does with this payment provider. */
export const CONFIRM_LABELS: Record<CheckoutKind | 'unknown', MessageId> = {
  demo: 'membership.confirm.demo',
  stripe: 'membership.confirm.stripe',
  unknown: 'membership.confirm.unknown',
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
  const say = useT();
  const { language } = useCatalog();
  const chosen = PLANS[plan];
  const renews = formatDate(addPlanPeriod(now, plan), language);
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
          <T id="membership.review.title" />
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="text-sm">
          <div className={row}>
            <dt className="text-muted-foreground">
              <T id="membership.review.plan" />
            </dt>
            <dd className="font-semibold">{say('membership.review.planName', { plan: say(planLabel(plan)) })}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">
              <T id="membership.review.price" />
            </dt>
            <dd className="text-right font-semibold">
              {say(PRICE_PER[chosen.interval], { price: formatPrice(chosen.priceCents, language) })}
              {chosen.interval === 'year' && (
                <span className="block text-xs font-normal text-muted-foreground">
                  {say('membership.price.aMonth', { price: monthlyPrice(chosen, language) })}
                </span>
              )}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">
              <T id="membership.review.renews" />
            </dt>
            <dd className="font-semibold">{renews}</dd>
          </div>
          <div className={row}>
            <dt className="text-muted-foreground">
              <T id="membership.review.cancel" />
            </dt>
            <dd className="text-right">
              <T id="membership.review.cancelAnytime" />
            </dd>
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
                <T id="membership.review.demo" />
              </Badge>
              <T id="membership.review.demoNotice" />
            </p>
          </div>
        ) : checkout === 'stripe' ? (
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
            <T id="membership.review.stripeNotice" />
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Button size="lg" onClick={onConfirm}>
          <T id={CONFIRM_LABELS[checkout ?? 'unknown']} />
        </Button>
        <Button variant="ghost" onClick={onBack}>
          <T id="membership.review.change" />
        </Button>
      </CardFooter>
    </Card>
  );
}
