import type { AdminEvent } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable, ListLoading } from './data-table';
import { formatDay } from './date-picker';
import { EventDialog } from './event-dialog';
import { circleLabel } from './labels';
import { RowAction } from './row-actions';
import { useAdminCircles } from './use-admin-circles';
import { useAdminEvents, useEventMutations } from './use-admin-events';

const text = ADMIN_TEXT.events;
const [CIRCLE, TITLE, DATE_TIME, LOCATION] = text.columns;

const COLUMNS: Column<AdminEvent>[] = [
  { header: CIRCLE, cell: circleLabel },
  { header: TITLE, cell: (e) => <span className="font-medium">{e.title}</span> },
  { header: DATE_TIME, cell: (e) => text.dateAtTime(formatDay(e.date), e.time), className: 'whitespace-nowrap' },
  { header: LOCATION, cell: (e) => <span className="break-all">{e.location}</span>, className: 'max-w-xs' },
];

/** Events: the table, Create Event, and the edit and delete dialogs. */
export function EventsTab() {
  const { data: events = [], isLoading } = useAdminEvents();
  const { data: circles = [] } = useAdminCircles();
  const { remove } = useEventMutations();
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);

  return (
    <section aria-label={ADMIN_TEXT.tabs.events} className="flex flex-col gap-4">
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
          caption="Circle events"
          columns={COLUMNS}
          rows={events}
          rowKey={(e) => e.id}
          empty={text.empty}
          actions={(e) => (
            <>
              <RowAction label={`Edit ${e.title}`} onClick={() => setEditing(e)}>
                <Pencil aria-hidden="true" />
              </RowAction>
              <RowAction label={`Delete ${e.title}`} onClick={() => setDeleting(e)}>
                <Trash2 aria-hidden="true" className="text-destructive" />
              </RowAction>
            </>
          )}
        />
      )}
      <EventDialog open={creating} onOpenChange={setCreating} circles={circles} />
      <EventDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        circles={circles}
        event={editing}
      />
      <ConfirmDelete
        description={deleting && ADMIN_TEXT.confirm.event(deleting.title)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}
