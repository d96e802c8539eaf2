import type { User } from '@contract/auth';
import type { AffirmationMood } from '@contract/moods';
import { Card } from '@/components/ui/card';
import { AffirmationSection } from './affirmation-card';
import { HoroscopeSection } from './horoscope-card';

/**
 * The day's headline card, the first thing on the dashboard: one line for the day's sky (its
 * 'Read more' opens the full horoscope) and the affirmation for the member's mood, which stays
 * above the fold on a phone.
 */
export function TodayCard({ user, isPremium, mood }: { user: User; isPremium: boolean; mood: AffirmationMood }) {
  return (
    <Card className="divide-y divide-border/60">
      <HoroscopeSection user={user} isPremium={isPremium} />
      <AffirmationSection mood={mood} />
    </Card>
  );
}
