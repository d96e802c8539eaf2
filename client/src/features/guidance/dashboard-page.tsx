import { useEffect, useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { usePremiumCelebration } from '@/features/membership';
import { preloadPageWhenIdle } from '@/lib/pages';
import { useAuth } from '@/session/auth-context';
import { ArtGalleryCard } from './art-gallery-card';
import { DashboardHeader } from './dashboard-header';
import { dashboardMood } from './guidance-queries';
import { usePaintedMood } from './painted-mood';
import { PremiumUpsellCard } from './premium-upsell-card';
import { ReadingInviteCard } from './reading-invite-card';
import { TodayCard } from './today-card';

/**
 * The member's morning screen: welcome, the day's headline card (the sky's line and the mood's
 * affirmation, the full horoscope a tap away), the way into a reading, and the upsell or, for premium members, the art gallery. Premium is
 * the server's answer (useAuth().isPremium); the ?premium=true flag grants nothing.
 */
export default function DashboardPage() {
  const { user, isPremium } = useAuth();
  const painted = usePaintedMood();
  const [mood] = useState(() => painted ?? dashboardMood());
  usePremiumCelebration(isPremium);
  // The day's ritual goes on to the swirl screen: its code comes once this screen is idle.
  useEffect(() => preloadPageWhenIdle('/coffee-reading'), []);
  // ProtectedRoute renders this page only with a signed-in member.
  if (!user) return null;
  return (
    <WithBottomNav>
      {/* One column on phones, the day's card first; from lg two: the day's card, then the reading and the rest. */}
      <main className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-6 pb-8 lg:max-w-5xl lg:gap-6 lg:px-8 lg:pt-8">
        <DashboardHeader user={user} />
        <div className="flex flex-col gap-5 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
          <TodayCard user={user} isPremium={isPremium} mood={mood} />
          <div className="flex flex-col gap-5 lg:gap-6">
            <ReadingInviteCard />
            {isPremium ? <ArtGalleryCard /> : <PremiumUpsellCard />}
          </div>
        </div>
      </main>
    </WithBottomNav>
  );
}
