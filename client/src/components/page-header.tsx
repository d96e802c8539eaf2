import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BAR_ROW, type ColumnWidth } from '@/components/screen-column';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n';

/**
 * A screen's top bar: a back link, the title, and optional actions on the right. The bar spans the
 * window; from lg its contents stand on the edges of the screen's column (`width`, the same as the
 * screen's <main>: components/screen-column.ts).
 */
export function PageHeader({
  title,
  backHref,
  backLabel,
  actions,
  width = 'column',
}: {
  title: ReactNode;
  backHref?: string;
  backLabel?: string;
  actions?: ReactNode;
  width?: ColumnWidth;
}) {
  const say = useT();
  return (
    <header className="sticky top-0 z-20 border-b border-border/60 bg-cream/90 backdrop-blur">
      <div data-bar-row className={cn('mx-auto flex h-16 items-center gap-2', BAR_ROW[width])}>
        {backHref ? (
          <Link
            href={backHref}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={backLabel ?? say('back')}
          >
            <ArrowLeft />
          </Link>
        ) : (
          <span className="w-2" />
        )}
        <h1 className="flex-1 truncate font-display text-2xl font-semibold">{title}</h1>
        {actions}
      </div>
    </header>
  );
}
