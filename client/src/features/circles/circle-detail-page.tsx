import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';
import { CareNoticeDialog } from './care-notice';
import { CircleFeed } from './circle-feed';
import { CircleHeader, CircleHeaderSkeleton } from './circle-header';
import { circleIdFrom } from './circle-id';
import { EventList } from './event-list';
import { MemberList } from './member-list';
import { useCircle, useCircleEvents, useCircleMembers } from './use-circles';

const isStatus = (error: unknown, status: number) => error instanceof ApiError && error.status === status;

/**
 * /circle/{id}: one circle's feed, events and members. Premium is the server's word: a member
 * without it (or whose Premium ended since the page loaded) is sent back to the hub.
 */
export default function CircleDetailPage() {
  const { isPremium } = useAuth();
  const queryClient = useQueryClient();
  const id = circleIdFrom(useParams<{ id: string }>().id);
  const [tab, setTab] = useState('feed');
  const circle = useCircle(id, isPremium);
  const lapsed = isStatus(circle.error, 403);

  // The server says Premium has ended: the member's own record is out of date too.
  useEffect(() => {
    if (lapsed) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [lapsed, queryClient]);

  if (!isPremium || lapsed) return <Redirect to="/circle" replace />;

  return (
    <WithBottomNav>
      <PageHeader
        title={
          circle.data?.name ?? (
            <span className="block h-7 w-48 rounded-full bg-muted motion-safe:animate-pulse">
              <span className="sr-only">Wellness Circle</span>
            </span>
          )
        }
        backHref="/circle"
        backLabel="Back to circles"
      />
      <main className="mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-4 pb-8">
        {circle.isPending ? (
          <CircleHeaderSkeleton />
        ) : circle.isError ? (
          <Card className="flex flex-col items-start gap-3 p-5">
            <p>
              {isStatus(circle.error, 404)
                ? 'This circle could not be found.'
                : 'This circle could not be loaded just now.'}
            </p>
            <Link href="/circle" className={buttonVariants({ variant: 'outline' })}>
              Explore Circles
            </Link>
          </Card>
        ) : (
          <CircleHeader circle={circle.data} />
        )}
        {!circle.isError && (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="Circle sections">
              <TabsTrigger value="feed">Feed</TabsTrigger>
              <TabsTrigger value="events">Events</TabsTrigger>
              <TabsTrigger value="members">Members</TabsTrigger>
            </TabsList>
            <TabsContent value="feed">
              <CircleFeed circleId={id} isJoined={circle.data?.isJoined} />
            </TabsContent>
            <TabsContent value="events">
              <CircleEvents circleId={id} />
            </TabsContent>
            <TabsContent value="members">
              <CircleMembers circleId={id} />
            </TabsContent>
          </Tabs>
        )}
      </main>
      <CareNoticeDialog />
    </WithBottomNav>
  );
}

function CircleEvents({ circleId }: { circleId: number }) {
  return <EventList events={useCircleEvents(circleId)} />;
}

function CircleMembers({ circleId }: { circleId: number }) {
  return <MemberList members={useCircleMembers(circleId)} />;
}
