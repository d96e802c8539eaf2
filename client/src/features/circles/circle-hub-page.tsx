import { CIRCLE_MESSAGES } from '@contract/circles';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { PremiumFeatureCard } from '@/components/premium-feature-card';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/session/auth-context';
import { CircleList } from './circle-list';
import { CirclePreview } from './circle-preview';
import { EventList } from './event-list';
import { useDiscoverCircles, useHubEvents, useMyCircles } from './use-circles';

/** What the Wellness Circle gives a Premium member; each of these works today. */
const CIRCLE_BENEFITS = [
  'Join topic circles of women on the same path',
  'Share posts, photos and videos with your circle',
  'Like and comment on what others share',
  'RSVP to circle events and add them to your calendar',
  'Meet the members of each circle',
];

/**
 * /circle: Discover, My Circles and Events for Premium members; everyone else gets the Premium
 * Feature card and a read-only look at the circles (the server refuses them the rest anyway).
 */
export default function CircleHubPage() {
  const { isPremium } = useAuth();
  return (
    <WithBottomNav>
      <PageHeader title="Wellness Circle" backHref="/dashboard" backLabel="Back to dashboard" />
      <main className="mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-4 pb-8">
        <p className="text-muted-foreground">
          Small, kind circles of women sharing the same questions. Come as you are.
        </p>
        {isPremium ? (
          <CircleTabs />
        ) : (
          <>
            <PremiumFeatureCard feature="The Wellness Circle" benefits={CIRCLE_BENEFITS} />
            <CirclePreview />
          </>
        )}
      </main>
    </WithBottomNav>
  );
}

function CircleTabs() {
  const [tab, setTab] = useState('discover');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Circle hub">
        <TabsTrigger value="discover">Discover</TabsTrigger>
        <TabsTrigger value="mine">My Circles</TabsTrigger>
        <TabsTrigger value="events">Events</TabsTrigger>
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
  const empty = <Card className="p-8 text-center text-muted-foreground">No circles are open just now.</Card>;
  return <CircleList circles={useDiscoverCircles()} label="All circles" empty={empty} />;
}

function MyCircles({ onExplore }: { onExplore: () => void }) {
  const empty = (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <Users aria-hidden className="size-8 text-gold" />
      <h2 className="font-display text-xl font-semibold">{CIRCLE_MESSAGES.noCircles}</h2>
      <p className="text-sm text-muted-foreground">Find a circle that feels like yours and join the conversation.</p>
      <Button onClick={onExplore}>Explore Circles</Button>
    </Card>
  );
  return <CircleList circles={useMyCircles()} label="My circles" empty={empty} />;
}

function HubEvents() {
  return <EventList events={useHubEvents()} showCircle />;
}
