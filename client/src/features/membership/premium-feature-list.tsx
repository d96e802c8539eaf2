import { PREMIUM_FEATURES } from '@contract/membership';
import {
  BookHeart,
  Bookmark,
  Compass,
  Heart,
  type LucideIcon,
  MessageCircle,
  Palette,
  Sparkles,
  Users,
} from 'lucide-react';
import { T } from '@/lib/i18n';

const ICONS: Record<(typeof PREMIUM_FEATURES)[number]['title'], LucideIcon> = {
  'Unlimited questions': MessageCircle,
  'Unlimited affirmations': Heart,
  'Detailed horoscopes': Sparkles,
  'Wellness Circle': Users,
  'Journal and reading history': BookHeart,
  'Save favourites': Bookmark,
  'Personalised guidance': Compass,
  'Art gallery': Palette,
};

/** The premium features, each with a line of explanation (the contract's English, each a key of the catalog). */
export function PremiumFeatureList({ headingLevel = 'h2', title }: { headingLevel?: 'h2' | 'h3'; title: string }) {
  const Heading = headingLevel;
  const ItemHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-labelledby="premium-features-title" className="flex flex-col gap-3">
      <Heading id="premium-features-title" className="font-display text-xl font-semibold">
        {title}
      </Heading>
      <ul className="flex flex-col gap-3">
        {PREMIUM_FEATURES.map((feature) => {
          const Icon = ICONS[feature.title];
          return (
            <li key={feature.title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <ItemHeading className="font-semibold">
                  <T id={feature.title} />
                </ItemHeading>
                <p className="text-sm text-muted-foreground">
                  <T id={feature.description} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
