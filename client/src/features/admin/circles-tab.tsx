import type { AdminCircle } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { CircleDialog } from './circle-dialog';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable, ListLoading } from './data-table';
import { RowAction } from './row-actions';
import { useAdminCircles, useCircleMutations } from './use-admin-circles';

const text = ADMIN_TEXT.circles;
const [NAME, DESCRIPTION, STATUS, CREATED] = text.columns;

const COLUMNS: Column<AdminCircle>[] = [
  { header: NAME, cell: (c) => <span className="font-medium">{c.name}</span> },
  { header: DESCRIPTION, cell: (c) => <span className="line-clamp-2">{c.description}</span>, className: 'max-w-sm' },
  {
    header: STATUS,
    cell: (c) => <Badge variant={c.active ? 'success' : 'secondary'}>{c.active ? text.active : text.inactive}</Badge>,
  },
  { header: CREATED, cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
];

/** Circles: the table, Create Circle, and the edit and delete dialogs. */
export function CirclesTab() {
  const { data: circles = [], isLoading } = useAdminCircles();
  const { remove } = useCircleMutations();
  const [editing, setEditing] = useState<AdminCircle | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminCircle | null>(null);

  return (
    <section aria-label={ADMIN_TEXT.tabs.circles} className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {text.create}
        </Button>
      </div>
      {isLoading ? (
        <ListLoading />
      ) : (
        <DataTable
          caption="Wellness circles"
          columns={COLUMNS}
          rows={circles}
          rowKey={(c) => c.id}
          empty={text.empty}
          actions={(c) => (
            <>
              <RowAction label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                <Pencil aria-hidden="true" />
              </RowAction>
              <RowAction label={`Delete ${c.name}`} onClick={() => setDeleting(c)}>
                <Trash2 aria-hidden="true" className="text-destructive" />
              </RowAction>
            </>
          )}
        />
      )}
      <CircleDialog open={creating} onOpenChange={setCreating} />
      <CircleDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} circle={editing} />
      <ConfirmDelete
        description={deleting && ADMIN_TEXT.confirm.circle(deleting.name)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}
