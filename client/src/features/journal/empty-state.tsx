import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

/** A tab with nothing saved yet, and where to go to find something. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  href,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  action: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-5 py-8 text-center">
      <Icon aria-hidden className="size-9 text-gold" />
      <h3 className="font-display text-xl font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link href={href} className={buttonVariants({ className: 'mt-1' })}>
        {action}
      </Link>
    </div>
  );
}
