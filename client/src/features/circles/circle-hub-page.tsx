import { CIRCLE_MESSAGES } from '@contract/circles';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { PremiumFeatureCard } from '@/components/premium-feature-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type MessageId, T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { CircleList } from './circle-list';
import { CirclePreview } from './circle-preview';
import { EventList } from './event-list';
import { useDiscoverCircles, useHubEvents, useMyCircles } from './use-circles';

/** What the Wellness Circle gives a Premium member; each of these works today. */
const CIRCLE_BENEFITS: readonly MessageId[] = [
  'circles.benefit.join',
  'circles.benefit.share',
  'circles.benefit.respond',
  'circles.benefit.rsvp',
  'circles.benefit.meet',
];

/**
 * /circle: Discover, My Circles and Events for Premium members; everyone else gets the Premium
 * Feature card and a read-only look at the circles (the server refuses them the rest anyway).
 */
export default function CircleHubPage() {
  const { isPremium } = useAuth();
  const say = useT();
  return (
    <WithBottomNav>
      <PageHeader title={say('title:/circle')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      <main className="mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-4 pb-8">
        <p className="text-muted-foreground">
          <T id="circles.hub.lead" />
        </p>
        {isPremium ? (
          <CircleTabs />
        ) : (
          <>
            <PremiumFeatureCard
              feature={say('circles.hub.feature')}
              benefits={CIRCLE_BENEFITS.map((benefit) => say(benefit))}
            />
            <CirclePreview />
          </>
        )}
      </main>
    </WithBottomNav>
  );
}

function CircleTabs() {
  const say = useT();
  const [tab, setTab] = useState('discover');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label={say('circles.hub.tabs')}>
        <TabsTrigger value="discover">
          <T id="circles.tab.discover" />
        </TabsTrigger>
        <TabsTrigger value="mine">
          <T id="circles.tab.mine" />
        </TabsTrigger>
        <TabsTrigger value="events">
          <T id="circles.tab.events" />
        </TabsTrigger>
      </TabsList>
      <TabsContent value="discover">
        <Discover />
      </TabsContent>
      <TabsContent value="mine">
        <MyCircles onExplore={() => setTab('discover')} />
      </TabsContent>
      <TabsContent value="events">
        <HubEvents />
      </TabsContent>
    </Tabs>
  );
}

function Discover() {
  const say = useT();
  const empty = (
    <Card className="p-8 text-center text-muted-foreground">
      <T id="circles.list.noneOpen" />
    </Card>
  );
  return <CircleList circles={useDiscoverCircles()} label={say('circles.list.all')} empty={empty} />;
}

function MyCircles({ onExplore }: { onExplore: () => void }) {
  const say = useT();
  const empty = (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <Users aria-hidden className="size-8 text-gold" />
      <h2 className="font-display text-xl font-semibold">{say(CIRCLE_MESSAGES.noCircles)}</h2>
      <p className="text-sm text-muted-foreground">
        <T id="circles.mine.empty" />
      </p>
      <Button onClick={onExplore}>
        <T id="circles.explore" />
      </Button>
    </Card>
  );
  return <CircleList circles={useMyCircles()} label={say('circles.list.mine')} empty={empty} />;
}

function HubEvents() {
  return <EventList events={useHubEvents()} showCircle />;
}
