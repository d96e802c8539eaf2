import { BookHeart, Home, Settings, User, Users } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Logo } from '@/components/logo';
import { OfflineNotice } from '@/components/offline-notice';
import { cn } from '@/components/ui/cn';
import { T, useT } from '@/lib/i18n';

/** Each destination, named by its message `nav.<href>`. */
const ITEMS = [
  { href: '/dashboard', icon: Home },
  { href: '/circle', icon: Users },
  { href: '/journal', icon: BookHeart },
  { href: '/profile', icon: User },
  { href: '/settings', icon: Settings },
] as const;

/**
 * The destinations as a list of links, the current one marked for assistive technology
 * (aria-current) and styled by `linkClassName`.
 */
function NavLinks(props: { className: string; itemClassName?: string; linkClassName: (active: boolean) => string }) {
  const [location] = useLocation();
  return (
    <ul className={props.className}>
      {ITEMS.map(({ href, icon: Icon }) => {
        const active = location === href || location.startsWith(`${href}/`);
        return (
          <li key={href} className={props.itemClassName}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(props.linkClassName(active), 'focus-visible:outline-2 focus-visible:outline-ring')}
            >
              <Icon className="size-5" aria-hidden />
              <T id={`nav.${href}`} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The product's bottom navigation bar: Home, Circle, Journal, Profile, Settings. Phones and
 * tablets only; from the lg breakpoint the side navigation takes its place (display: none keeps
 * the hidden one out of the accessibility tree, so there is one "Main" landmark at a time).
 */
function BottomNav() {
  const say = useT();
  return (
    <nav
      aria-label={say('nav.main')}
      data-tab-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      {/* Five equal columns rather than items that share the width: a page the browser shows
          while its HTML is still arriving places each tab where it will stay. */}
      <NavLinks
        className="mx-auto grid max-w-lg grid-cols-5"
        linkClassName={(active) =>
          cn(
            'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
            active ? 'text-primary dark:text-accent' : 'text-muted-foreground hover:text-espresso',
          )
        }
      />
    </nav>
  );
}

/** The same destinations as a rail at the left edge of wide screens (lg and up). */
function SideNav() {
  const say = useT();
  return (
    <nav
      aria-label={say('nav.main')}
      data-side-nav
      className="fixed inset-y-0 left-0 z-30 hidden w-60 flex-col gap-6 border-r border-border bg-card px-4 py-6 lg:flex"
    >
      <Link
        href="/dashboard"
        className="flex items-center gap-2 rounded-xl px-2 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Logo className="size-10" />
        <span className="font-display text-2xl font-semibold text-primary dark:text-accent">
          <T id="app.name" />
        </span>
      </Link>
      <NavLinks
        className="flex flex-col gap-1"
        linkClassName={(active) =>
          cn(
            'flex h-11 items-center gap-3 rounded-xl px-3 font-medium transition-colors',
            active
              ? 'bg-secondary text-secondary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-espresso',
          )
        }
      />
    </nav>
  );
}

/**
 * A signed-in page's shell: the bottom tab bar on phones, the side navigation from lg up, with
 * room left for whichever is shown. `tabBar={false}`: a screen of the ritual or of paying, which
 * keeps the phone to itself (no tab bar), yet on a desktop has the side navigation like every
 * member screen.
 */
export function WithBottomNav({ children, tabBar = true }: { children: React.ReactNode; tabBar?: boolean }) {
  return (
    <div className={cn('min-h-dvh bg-cream text-espresso lg:pl-60', tabBar && 'pb-20 lg:pb-0')}>
      <OfflineNotice />
      {children}
      {tabBar && <BottomNav />}
      <SideNav />
    </div>
  );
}
