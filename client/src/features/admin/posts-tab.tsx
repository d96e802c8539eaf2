import type { AdminPost, AdminPostFilter } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Eye, EyeOff, FileText, Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { T, useT } from '@/lib/i18n';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable, ListLoading } from './data-table';
import { authorLabel, circleLabel } from './labels';
import { PostDetailsDialog } from './post-details-dialog';
import { PostFilters } from './post-filters';
import { RowAction } from './row-actions';
import { useAdminPosts, usePostMutations } from './use-admin-posts';

const text = ADMIN_TEXT.posts;
const [CIRCLE, AUTHOR, CONTENT, POSTED, VISIBILITY] = text.columns;

const COLUMNS: Column<AdminPost>[] = [
  { header: CIRCLE, cell: circleLabel },
  { header: AUTHOR, cell: authorLabel },
  { header: CONTENT, cell: (p) => <span className="line-clamp-2">{p.content}</span>, className: 'max-w-xs' },
  { header: POSTED, cell: (p) => formatDate(p.createdAt), className: 'whitespace-nowrap' },
  {
    header: VISIBILITY,
    cell: (p) => (
      <span className="flex flex-wrap gap-1">
        <Badge variant={p.isHidden ? 'secondary' : 'success'}>
          <T id={p.isHidden ? text.hidden : text.visible} />
        </Badge>
        {p.openReports > 0 && (
          <Badge variant="destructive">
            <Flag aria-hidden="true" />
            <T id="admin.posts.reported" values={{ count: p.openReports }} />
          </Badge>
        )}
      </span>
    ),
  },
];

/** Posts of every circle: filter, hide or show, open the details, delete. */
export function PostsTab() {
  const [filter, setFilter] = useState<AdminPostFilter | undefined>();
  const { posts, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminPosts(filter);
  const { setHidden, remove } = usePostMutations();
  const [selected, setSelected] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  // The open dialog follows the list as it reloads after each change.
  const current = selected && (posts.find((p) => p.id === selected.id) ?? selected);
  const say = useT();

  return (
    <section aria-label={say(ADMIN_TEXT.tabs.posts)} className="flex flex-col gap-4">
      <PostFilters value={filter} onChange={setFilter} />
      {isLoading ? (
        <ListLoading />
      ) : (
        <DataTable
          caption="admin.posts.caption"
          columns={COLUMNS}
          rows={posts}
          rowKey={(p) => p.id}
          empty={text.empty}
          actions={(p) => (
            <>
              <RowAction
                label={say(p.isHidden ? 'admin.posts.unhideRow' : 'admin.posts.hideRow')}
                onClick={() => setHidden.mutate({ post: p, isHidden: !p.isHidden })}
              >
                {p.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
              </RowAction>
              <RowAction label={say('admin.posts.view')} onClick={() => setSelected(p)}>
                <FileText aria-hidden="true" />
              </RowAction>
              <RowAction label={say('admin.posts.deleteRow')} onClick={() => setDeleting(p)}>
                <Trash2 aria-hidden="true" className="text-destructive" />
              </RowAction>
            </>
          )}
        />
      )}
      {hasNextPage && (
        <Button variant="outline" className="self-center" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {say(text.loadMore)}
        </Button>
      )}
      <PostDetailsDialog post={current} onClose={() => setSelected(null)} onDelete={setDeleting} />
      <ConfirmDelete
        description={deleting && say(ADMIN_TEXT.confirm.post)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => setSelected(null),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </section>
  );
}
