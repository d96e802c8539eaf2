import type { User } from '@contract/auth';
import { Crown, Settings } from 'lucide-react';
import { Link } from 'wouter';
import { Logo } from '@/components/logo';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';
import { useClock } from '@/lib/clock';
import { type MessageId, T, useT } from '@/lib/i18n';

function greetingFor(hour: number): MessageId {
  if (hour >= 5 && hour < 12) return 'guidance.greeting.morning';
  if (hour >= 12 && hour < 18) return 'guidance.greeting.afternoon';
  return 'guidance.greeting.evening';
}

/**
 * The welcome with the member's first name ('Friend' when none), a Premium badge for premium
 * members, settings and the profile avatar.
 */
export function DashboardHeader({ user }: { user: User }) {
  const say = useT();
  const name = user.firstName.trim() || say('guidance.friend');
  const { hour } = useClock();
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        {/* The side navigation carries the brand on wide screens. */}
        <Logo className="size-10 lg:hidden" />
        <span className="flex flex-1 items-center gap-2">
          <span className="font-display text-2xl font-semibold text-primary lg:invisible dark:text-accent">
            <T id="app.name" />
          </span>
          {user.isPremium && (
            <Badge variant="accent">
              <Crown aria-hidden /> <T id="premium.badge" />
            </Badge>
          )}
        </span>
        <Link
          href="/settings"
          aria-label={say('nav./settings')}
          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        >
          <Settings aria-hidden />
        </Link>
        <Link href="/profile" aria-label={say('nav./profile')} className={cn('rounded-full', focusRing)}>
          <Avatar src={user.profilePhotoUrl} alt="" size="md" />
        </Link>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">
          <T id={greetingFor(hour)} />
        </p>
        <h1 className="font-display text-4xl leading-tight font-semibold break-words">
          <T id="guidance.welcome" values={{ name }} />
        </h1>
      </div>
    </header>
  );
}
