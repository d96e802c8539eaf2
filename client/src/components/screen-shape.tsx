import type { ReactNode } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import type { ColumnWidth } from '@/components/screen-column';
import { SkeletonLines } from '@/components/skeleton-lines';
import { cn } from '@/components/ui/cn';
import { type MessageId, T, useT } from '@/lib/i18n';

/**
 * What a screen looks like before its code or data is in, or when they could not be had: its
 * shell (the navigation or not), its top bar, the width and padding of its column, and the
 * cards it will show. A route's skeleton and its error view are drawn from it, so neither moves
 * the navigation or the top bar the screen then paints.
 */
export interface ScreenShape {
  /** Whether the screen sits in the page shell with the bottom and side navigation. */
  nav: boolean;
  /** false: a screen in the shell with the side navigation on a desktop but no tab bar on a phone. */
  tabBar?: boolean;
  /** The screen's top bar, when it has one: its title and back link, on the column's edges. */
  header?: { title: MessageId; backHref: string; backLabel: MessageId; width?: ColumnWidth };
  /** The classes of the screen's <main> column. */
  column: string;
  /** The cards the screen shows first, as the heights of their placeholders. */
  cards: string[];
  /** The screen as a member names it, for 'We couldn't open …' (e.g. 'your journal'). */
  what: MessageId;
}

/** The shell and top bar of a screen, around whatever is shown in its column. */
export function ScreenFrame({ shape, children }: { shape: ScreenShape; children: ReactNode }) {
  const say = useT();
  const { header } = shape;
  const content = (
    <>
      {header && <PageHeader {...header} title={say(header.title)} backLabel={say(header.backLabel)} />}
      <main className={shape.column}>{children}</main>
    </>
  );
  return shape.nav ? (
    <WithBottomNav tabBar={shape.tabBar}>{content}</WithBottomNav>
  ) : (
    <div className="min-h-dvh bg-cream text-espresso">{content}</div>
  );
}

/**
 * A screen in the shape it will have, while its code or first data is on the way: the shell and
 * top bar as they will be, and pulsing cards where its content will appear. Announced once, as
 * loading, for assistive technology.
 */
export function ScreenSkeleton({ shape }: { shape: ScreenShape }) {
  return (
    <ScreenFrame shape={shape}>
      <div data-screen-skeleton className="contents">
        {/* The status on an element of its own: one shown as display: contents is not reliably in the accessibility tree. */}
        <span role="status" className="sr-only">
          <T id="loading" />
        </span>
        {shape.cards.map((height, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
            key={index}
            aria-hidden
            className={cn('rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-6', height)}
          >
            <SkeletonLines lines={index === 0 ? 3 : 4} />
          </div>
        ))}
      </div>
    </ScreenFrame>
  );
}
