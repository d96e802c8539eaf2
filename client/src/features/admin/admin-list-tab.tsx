import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { type MessageId, useT } from '@/lib/i18n';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable, ListLoading } from './data-table';
import { RowAction } from './row-actions';

interface AdminListTabProps<T extends { id: number }> {
  /** The tab's name, which the section is called by. */
  label: MessageId;
  /** The create button's text. */
  createLabel: MessageId;
  caption: MessageId;
  columns: Column<T>[];
  rows: T[];
  isLoading: boolean;
  empty: MessageId;
  /** How a row is named in its Edit and Delete buttons. */
  nameOf: (row: T) => string;
  /** The delete confirmation's sentence for a row, in the member's language. */
  confirmText: (row: T) => string;
  remove: { isPending: boolean; mutate: (row: T, options: { onSettled: () => void }) => void };
  /** The create form (row null) or the edit form of a row; `done` closes the dialog. */
  form: (row: T | null, done: () => void) => ReactNode;
}

/** An editable admin list: the table, the create button, and the create, edit and delete dialogs. */
export function AdminListTab<T extends { id: number }>(props: AdminListTabProps<T>) {
  const { label, createLabel, caption, columns, rows, isLoading, empty, nameOf, confirmText, remove, form } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const say = useT();

  return (
    <section aria-label={say(label)} className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {say(createLabel)}
        </Button>
      </div>
      {isLoading ? (
        <ListLoading />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          empty={empty}
          actions={(row) => (
            <>
              <RowAction label={say('admin.row.edit', { name: nameOf(row) })} onClick={() => setEditing(row)}>
                <Pencil aria-hidden="true" />
              </RowAction>
              <RowAction label={say('admin.row.delete', { name: nameOf(row) })} onClick={() => setDeleting(row)}>
                <Trash2 aria-hidden="true" className="text-destructive" />
              </RowAction>
            </>
          )}
        />
      )}
      <FormDialog open={creating} onOpenChange={setCreating} row={null} form={form} />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        row={editing}
        form={form}
      />
      <ConfirmDelete
        description={deleting && confirmText(deleting)}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </section>
  );
}

interface FormDialogProps<T extends { id: number }> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  row: T | null;
  form: (row: T | null, done: () => void) => ReactNode;
}

function FormDialog<T extends { id: number }>({ open, onOpenChange, row, form }: FormDialogProps<T>) {
  const done = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Keyed by row, so each opening starts from that row's values. */}
        <Fragment key={row?.id ?? 'new'}>{form(row, done)}</Fragment>
      </DialogContent>
    </Dialog>
  );
}
