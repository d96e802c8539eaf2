import type { CircleEvent } from '@contract/circles';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarHeart } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { T, useT } from '@/lib/i18n';
import { SkeletonList } from './circle-skeletons';
import { EventCard } from './event-card';

/** Upcoming events, or a calm word when there are none; the hub also names each one's circle. */
export function EventList({
  events,
  showCircle = false,
}: {
  events: UseQueryResult<CircleEvent[]>;
  showCircle?: boolean;
}) {
  const say = useT();
  if (events.isPending) return <SkeletonList label={say('circles.events.loading')} count={2} shape="event" />;
  if (events.isError)
    return (
      <Card className="p-5 text-muted-foreground">
        <T id="circles.events.failed" />
      </Card>
    );
  if (events.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <CalendarHeart aria-hidden className="size-8 text-gold" />
        <p className="font-display text-xl font-semibold">
          <T id="circles.events.empty.title" />
        </p>
        <p className="text-sm text-muted-foreground">
          <T id="circles.events.empty.text" />
        </p>
      </Card>
    );
  }
  return (
    <ul aria-label={say('circles.events.list')} className="flex flex-col gap-4">
      {events.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} showCircle={showCircle} />
        </li>
      ))}
    </ul>
  );
}
