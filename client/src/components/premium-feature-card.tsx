import { Check, Crown } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { T } from '@/lib/i18n';

/**
 * The Premium Feature card a free member sees in place of a premium screen: what the feature gives,
 * and the way to Premium.
 */
export function PremiumFeatureCard({ feature, benefits }: { feature: string; benefits: readonly string[] }) {
  const titleId = useId();
  return (
    <Card className="overflow-hidden border-accent/40 bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id={titleId} className="font-display text-xl leading-tight font-semibold">
              <T id="premium.feature" />
            </h2>
            <p className="text-sm text-muted-foreground">
              <T id="premium.partOf" values={{ feature }} />
            </p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {benefits.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
              {item}
            </li>
          ))}
        </ul>
        <Link href="/premium" className={buttonVariants({ className: 'w-full' })}>
          <T id="premium.upgrade" />
        </Link>
      </section>
    </Card>
  );
}
