import { PLANS } from '@contract/plans';
import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const HIGHLIGHTS = [
  'Detailed horoscope insights',
  'Unlimited affirmations and questions',
  'Your journal and the Wellness Circle',
];

/** For free members: what Premium adds, with 'Upgrade Now' to /premium. */
export function PremiumUpsellCard() {
  return (
    <Card className="overflow-hidden border-accent/40 bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby="upsell-title" className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="upsell-title" className="font-display text-xl leading-tight font-semibold">
              Deepen your practice
            </h2>
            <p className="text-sm text-muted-foreground">Telve Premium, from {PLANS.monthly.priceLabel} a month</p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 shrink-0 text-gold" />
              {item}
            </li>
          ))}
        </ul>
        <Link href="/premium" className={buttonVariants({ className: 'w-full' })}>
          Upgrade Now
        </Link>
      </section>
    </Card>
  );
}
