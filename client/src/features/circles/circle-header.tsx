import type { Circle } from '@contract/circles';
import { Users } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { T, useT } from '@/lib/i18n';
import { useMembership } from './use-membership';

/**
 * Three lines, always: the skeleton holds the same room, so the tabs below never move when the
 * circle arrives. Discover shows the description in full.
 */
const DESCRIPTION = 'line-clamp-3 min-h-[calc(3lh)] leading-relaxed text-muted-foreground';

/** Below the title: the member count and Join Circle / Leave Circle (leaving goes back to the hub). */
export function CircleHeader({ circle }: { circle: Circle }) {
  const say = useT();
  const [, navigate] = useLocation();
  const membership = useMembership(circle.id);
  return (
    <section aria-label={say('circles.about')} className="flex flex-col gap-3">
      <p className={DESCRIPTION}>{circle.description}</p>
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium">
          <Users aria-hidden className="size-5 text-gold" />
          <T id="circles.count.members" values={{ count: circle.members }} />
        </p>
        {circle.isJoined ? (
          <Button
            variant="outline"
            loading={membership.isPending}
            onClick={() => membership.mutate(false, { onSuccess: () => navigate('/circle') })}
          >
            <T id="circles.leave" />
          </Button>
        ) : (
          <Button loading={membership.isPending} onClick={() => membership.mutate(true)}>
            <T id="circles.join" />
          </Button>
        )}
      </div>
    </section>
  );
}

/** Holds the header's place while the circle loads. */
export function CircleHeaderSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-3">
      <div className={`${DESCRIPTION} flex flex-col justify-around`}>
        <span className="block h-4 w-full rounded-full bg-muted motion-safe:animate-pulse" />
        <span className="block h-4 w-11/12 rounded-full bg-muted motion-safe:animate-pulse" />
        <span className="block h-4 w-3/5 rounded-full bg-muted motion-safe:animate-pulse" />
      </div>
      <div className="flex items-center justify-between">
        <span className="block h-5 w-28 rounded-full bg-muted motion-safe:animate-pulse" />
        <span className="block h-11 w-32 rounded-xl bg-muted motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
