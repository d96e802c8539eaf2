import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ConfirmDelete } from './confirm-delete';
import { type Column, DataTable, ListLoading } from './data-table';
import { RowAction } from './row-actions';

interface AdminListTabProps<T extends { id: number }> {
  /** The tab's name, which the section is called by. */
  label: string;
  /** The create button's text. */
  createLabel: string;
  caption: string;
  columns: Column<T>[];
  rows: T[];
  isLoading: boolean;
  empty: string;
  /** How a row is named in its Edit and Delete buttons. */
  nameOf: (row: T) => string;
  /** The delete confirmation's sentence for a row. */
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

  return (
    <section aria-label={label} className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {createLabel}
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
              <RowAction label={`Edit ${nameOf(row)}`} onClick={() => setEditing(row)}>
                <Pencil aria-hidden="true" />
              </RowAction>
              <RowAction label={`Delete ${nameOf(row)}`} onClick={() => setDeleting(row)}>
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
