import { Check, Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** What the Wellness Circle gives a Premium member; each of these works today. */
const CIRCLE_BENEFITS = [
  'Join topic circles of women on the same path',
  'Share posts, photos and videos with your circle',
  'Like and comment on what others share',
  'RSVP to circle events and add them to your calendar',
  'Meet the members of each circle',
];

/** Shown to free members in place of the circles. */
export function PremiumFeatureCard() {
  return (
    <Card className="overflow-hidden border-accent/40 bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby="circle-premium-title" className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Crown aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="circle-premium-title" className="font-display text-xl leading-tight font-semibold">
              Premium Feature
            </h2>
            <p className="text-sm text-muted-foreground">The Wellness Circle is part of Telve Premium.</p>
          </div>
        </div>
        <ul className="flex flex-col gap-2 text-sm">
          {CIRCLE_BENEFITS.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-gold" />
              {item}
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
