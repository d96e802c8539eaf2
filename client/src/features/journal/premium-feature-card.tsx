import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const BENEFITS = [
  'Save readings, horoscopes and affirmations',
  'Every reading you had, with the questions you asked',
  'Your moods of the last 30 days',
  'Search your journal and download it',
];

/** What a free member sees instead of the journal. */
export function PremiumFeatureCard() {
  return (
    <Card className="overflow-hidden border-accent/40 bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby="journal-premium-title" className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="journal-premium-title" className="font-display text-2xl leading-tight font-semibold">
              Premium Feature
            </h2>
            <p className="text-sm text-muted-foreground">Your Coffee Journal is part of Telve Premium.</p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 shrink-0 text-gold" />
              {benefit}
            </li>
          ))}
        </ul>
        <Link href="/premium" className={buttonVariants({ className: 'w-full' })}>
          Upgrade to Premium
        </Link>
      </section>
    </Card>
  );
}
