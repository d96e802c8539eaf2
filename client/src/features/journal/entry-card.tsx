import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** One journal entry: what it is, its content, 'Saved on {date}' (in her language) and its actions. */
export function EntryCard({
  icon: Icon,
  title,
  savedAt,
  actions,
  children,
}: {
  icon: LucideIcon;
  title: string;
  savedAt: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const say = useT();
  return (
    <Card>
      <article className="flex flex-col gap-3 p-4">
        <header className="flex items-center gap-2">
          <Icon aria-hidden className="size-4 shrink-0 text-gold" />
          <h3 className="min-w-0 flex-1 truncate font-display text-lg font-semibold">{title}</h3>
        </header>
        <div className="leading-relaxed">{children}</div>
        <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border/60 pt-2">
          <p className="text-sm text-muted-foreground">{say('journal.savedOn', { date: formatDate(savedAt) })}</p>
          <div className="flex items-center gap-1">{actions}</div>
        </div>
      </article>
    </Card>
  );
}
