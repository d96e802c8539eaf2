import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardContent, CardFooter } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

interface GuidanceSectionProps {
  icon: LucideIcon;
  heading: string;
  subtitle?: ReactNode;
  titleId: string;
  busy?: boolean;
  bodyClassName?: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * One part of the dashboard's day card (the horoscope, the affirmation): an icon, an h2 title (the page's h1 is the welcome), a subtitle,
 * a body that keeps its minimum height while it loads, and an optional footer.
 */
export function GuidanceSection({
  icon: Icon,
  heading,
  subtitle,
  titleId,
  busy,
  bodyClassName,
  footer,
  children,
}: GuidanceSectionProps) {
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined}>
      <div className="flex items-center gap-3 p-5 pb-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl leading-tight font-semibold">
            {heading}
          </h2>
          {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
        </div>
      </div>
      <CardContent className={cn('flex flex-col gap-4', bodyClassName)}>{children}</CardContent>
      {footer && <CardFooter className="border-t border-border/60 pt-2 pb-2 sm:pb-2">{footer}</CardFooter>}
    </section>
  );
}
