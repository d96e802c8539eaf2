import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { T, useT } from '@/lib/i18n';
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
  const say = useT();
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
              <span className="sr-only">
                <T id="title:/circle" />
              </span>
            </span>
          )
        }
        backHref="/circle"
        backLabel={say('back.circles')}
      />
      <main className="mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-4 pb-8">
        {circle.isPending ? (
          <CircleHeaderSkeleton />
        ) : circle.isError ? (
          <Card className="flex flex-col items-start gap-3 p-5">
            <p>
              <T id={isStatus(circle.error, 404) ? 'circles.detail.notFound' : 'circles.detail.failed'} />
            </p>
            <Link href="/circle" className={buttonVariants({ variant: 'outline' })}>
              <T id="circles.explore" />
            </Link>
          </Card>
        ) : (
          <CircleHeader circle={circle.data} />
        )}
        {!circle.isError && (
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label={say('circles.detail.sections')}>
              <TabsTrigger value="feed">
                <T id="circles.tab.feed" />
              </TabsTrigger>
              <TabsTrigger value="events">
                <T id="circles.tab.events" />
              </TabsTrigger>
              <TabsTrigger value="members">
                <T id="circles.tab.members" />
              </TabsTrigger>
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
