import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import type { PagedList } from './use-journal-lists';

/** A journal list: loading, a failure with a retry, its empty state, the entries and 'Show more'. */
export function PagedListView<T extends { id: number }>({
  list,
  label,
  loadingLabel,
  empty,
  render,
}: {
  list: PagedList<T>;
  /** Names the list for assistive tech. */
  label: string;
  loadingLabel: string;
  empty: ReactNode;
  render: (item: T) => ReactNode;
}) {
  const say = useT();
  if (list.isPending) {
    // While the first page is on the way the list keeps the room of its empty state (what a new
    // member sees next), hidden under the spinner, so nothing below it moves when that comes.
    return (
      <div className="relative flex min-h-40 flex-col justify-center">
        {empty && (
          <div aria-hidden inert className="invisible">
            {empty}
          </div>
        )}
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={loadingLabel} showLabel />
        </div>
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-muted-foreground">{say('journal.list.failed')}</p>
        <Button variant="outline" onClick={() => void list.refetch()} loading={list.isRefetching}>
          {say('tryAgain')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {list.items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {say('journal.list.more')}
        </Button>
      )}
    </div>
  );
}
