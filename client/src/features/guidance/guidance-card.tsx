import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';

/**
 * The dashboard's card frame: an icon, an h2 title (the page's h1 is the welcome), a subtitle,
 * a body that keeps `minHeight` while it loads, and an optional footer.
 */
export function GuidanceCard({
  icon: Icon,
  title,
  subtitle,
  titleId,
  busy,
  bodyClassName,
  footer,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  titleId: string;
  busy?: boolean;
  bodyClassName?: string;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={titleId} aria-busy={busy || undefined}>
        <div className="flex items-center gap-3 p-5 pb-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="font-display text-xl leading-tight font-semibold">
              {title}
            </h2>
            {subtitle && <p className="truncate text-sm text-muted-foreground">{subtitle}</p>}
          </div>
        </div>
        <CardContent className={cn('flex flex-col gap-4', bodyClassName)}>{children}</CardContent>
        {footer && <CardFooter className="border-t border-border/60 pt-2 pb-2 sm:pb-2">{footer}</CardFooter>}
      </section>
    </Card>
  );
}
