import { BookmarkCheck, BookOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { PagedListView } from './paged-list-view';
import { useReadingHistory } from './use-journal-lists';

/** Every reading the member had, saved or not, newest first; each opens whole. */
export function ReadingHistory({ onOpen }: { onOpen: (readingId: number) => void }) {
  const say = useT();
  const history = useReadingHistory();
  // With no reading at all, the saved list's empty state already invites a first one.
  if (history.isSuccess && history.items.length === 0) return null;
  return (
    <section aria-labelledby="reading-history-title" className="flex flex-col gap-3">
      <div>
        <h2 id="reading-history-title" className="font-display text-2xl font-semibold">
          {say('journal.history.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{say('journal.history.lead')}</p>
      </div>
      <PagedListView
        list={history}
        label={say('journal.history.title')}
        loadingLabel={say('journal.history.loading')}
        empty={null}
        render={(reading) => (
          <Card>
            <article className="flex flex-col gap-2 p-4">
              <header className="flex flex-wrap items-center gap-2">
                <h3 className="flex-1 font-sans text-sm font-medium text-gold">{formatDate(reading.createdAt)}</h3>
                {reading.savedId !== null && (
                  <Badge variant="secondary">
                    <BookmarkCheck aria-hidden /> {say('journal.history.saved')}
                  </Badge>
                )}
              </header>
              {reading.intention && <p className="font-display text-lg italic">“{reading.intention}”</p>}
              <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">{reading.excerpt}</p>
              <Button variant="outline" size="sm" className="h-11 self-start" onClick={() => onOpen(reading.id)}>
                <BookOpen aria-hidden /> {say('journal.reading.open')}
              </Button>
            </article>
          </Card>
        )}
      />
    </section>
  );
}
