import { BookHeart, Home, Settings, User, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/components/ui/cn';

const ITEMS = [
  { href: '/dashboard', label: 'Home', icon: Home },
  { href: '/circle', label: 'Circle', icon: Users },
  { href: '/journal', label: 'Journal', icon: BookHeart },
  { href: '/profile', label: 'Profile', icon: User },
  { href: '/settings', label: 'Settings', icon: Settings },
] as const;

/** The product's bottom navigation bar: Home, Circle, Journal, Profile, Settings. */
export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-lg justify-around">
        {ITEMS.map(({ href, label, icon: Icon }) => {
          const active = location === href || location.startsWith(`${href}/`);
          return (
            <li key={href} className="flex-1">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-ring',
                  active ? 'text-primary dark:text-accent' : 'text-muted-foreground hover:text-espresso',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** A page with room for the bottom bar. */
export function WithBottomNav({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-cream pb-20 text-espresso">
      {children}
      <BottomNav />
    </div>
  );
}
