import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

/** A screen's top bar: a back link, the title, and optional actions on the right. */
export function PageHeader({
  title,
  backHref,
  backLabel = 'Back',
  actions,
}: {
  title: ReactNode;
  backHref?: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    // From lg the bar's contents line up with a 42rem content column instead of the window's edges.
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-cream/90 px-3 backdrop-blur lg:px-[max(0.75rem,calc((100%-42rem)/2))]">
      {backHref ? (
        <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label={backLabel}>
          <ArrowLeft />
        </Link>
      ) : (
        <span className="w-2" />
      )}
      <h1 className="flex-1 truncate font-display text-2xl font-semibold">{title}</h1>
      {actions}
    </header>
  );
}
