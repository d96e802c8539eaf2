import type { AdminComment } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { type Column, DataTable, ListLoading } from './data-table';
import { authorLabel, circleLabel } from './labels';
import { RowAction } from './row-actions';
import { useAdminComments, useRestoreComment } from './use-admin-comments';

const text = ADMIN_TEXT.comments;
const [CIRCLE, AUTHOR, COMMENT, POSTED, REPORTS] = text.columns;

const COLUMNS: Column<AdminComment>[] = [
  { header: CIRCLE, cell: circleLabel },
  { header: AUTHOR, cell: authorLabel },
  { header: COMMENT, cell: (c) => <span className="line-clamp-3">{c.content}</span>, className: 'max-w-xs' },
  { header: POSTED, cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
  {
    header: REPORTS,
    cell: (c) => (
      <ul className="list-disc pl-4">
        {c.reportReasons.map((reason, index) => (
          // Reasons repeat ('Spam'); their order is fixed, so the index keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{reason}</li>
        ))}
      </ul>
    ),
    className: 'max-w-xs',
  },
];

/** Comments three reports hid: read them with their reasons, and restore the ones that did no harm. */
export function CommentsTab() {
  const { comments, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminComments();
  const restore = useRestoreComment();
  const say = useT();
  return (
    <section aria-label={say(ADMIN_TEXT.tabs.comments)} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{say(text.description)}</p>
      {isLoading ? (
        <ListLoading />
      ) : (
        <DataTable
          caption="admin.comments.caption"
          columns={COLUMNS}
          rows={comments}
          rowKey={(c) => c.id}
          empty={text.empty}
          actions={(c) => (
            <RowAction label={say(text.restore)} onClick={() => restore.mutate(c)}>
              <Eye aria-hidden="true" />
            </RowAction>
          )}
        />
      )}
      {hasNextPage && (
        <Button variant="outline" className="self-center" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {say(text.loadMore)}
        </Button>
      )}
    </section>
  );
}
