import type { Circle } from '@contract/circles';
import { CalendarDays, MessagesSquare, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { T } from '@/lib/i18n';
import { useMembership } from './use-membership';

/** What a circle's card shows to every member, its title's id for the action's description, and the action. */
export function CircleSummary({
  circle,
  titleId,
  children,
}: {
  circle: Pick<Circle, 'name' | 'description' | 'members' | 'activeDiscussions' | 'upcomingEvents'>;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
        <h3 id={titleId} className="font-display text-xl leading-tight font-semibold">
          {circle.name}
        </h3>
        <p className="leading-relaxed text-muted-foreground">{circle.description}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Users aria-hidden className="size-4 text-gold" />
            <T id="circles.count.members" values={{ count: circle.members }} />
          </li>
          <li className="flex items-center gap-1.5">
            <MessagesSquare aria-hidden className="size-4 text-gold" />
            <T id="circles.count.discussions" values={{ count: circle.activeDiscussions }} />
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4 text-gold" />
            <T id="circles.count.events" values={{ count: circle.upcomingEvents }} />
          </li>
        </ul>
        {children}
      </article>
    </Card>
  );
}

/** A circle in the hub: what it is about, its numbers, and Join Circle (or Open Circle once joined). */
export function CircleCard({ circle }: { circle: Circle }) {
  const [, navigate] = useLocation();
  const membership = useMembership(circle.id);
  const titleId = `circle-${circle.id}-title`;
  return (
    <CircleSummary circle={circle} titleId={titleId}>
      {circle.isJoined ? (
        <Link
          href={`/circle/${circle.id}`}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
          aria-describedby={titleId}
        >
          <T id="circles.open" />
        </Link>
      ) : (
        <Button
          className="w-full"
          loading={membership.isPending}
          aria-describedby={titleId}
          onClick={() => membership.mutate(true, { onSuccess: () => navigate(`/circle/${circle.id}`) })}
        >
          <T id="circles.join" />
        </Button>
      )}
    </CircleSummary>
  );
}
