import { PLANS } from '@contract/plans';
import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type MessageId, T, useCatalog } from '@/lib/i18n';

const HIGHLIGHTS: MessageId[] = ['guidance.upsell.insights', 'guidance.upsell.unlimited', 'guidance.upsell.community'];

/** For free members: what Premium adds, with 'Upgrade Now' to /premium. */
export function PremiumUpsellCard() {
  const { language } = useCatalog();
  // In the member's language's way of writing an amount ($9.99; $9,99 in Turkish).
  const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    PLANS.monthly.priceCents / 100,
  );
  return (
    <Card className="overflow-hidden border-accent/40 bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby="upsell-title" className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="upsell-title" className="font-display text-xl leading-tight font-semibold">
              <T id="guidance.upsell.title" />
            </h2>
            <p className="text-sm text-muted-foreground">
              <T id="guidance.upsell.price" values={{ price }} />
            </p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 shrink-0 text-gold" />
              <T id={item} />
            </li>
          ))}
        </ul>
        <Link href="/premium" className={buttonVariants({ className: 'w-full' })}>
          <T id="guidance.upsell.go" />
        </Link>
      </section>
    </Card>
  );
}
