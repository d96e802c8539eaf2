import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { type MessageId, useT } from '@/lib/i18n';

export interface Column<T> {
  /** The column's name, read in the member's language. */
  header: MessageId;
  cell: (row: T) => ReactNode;
  /** Classes for the desktop cell (widths, truncation). */
  className?: string;
}

interface DataTableProps<T> {
  caption: MessageId;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => number | string;
  empty: MessageId;
  /** The last column holds the row's buttons: on a phone they sit at the foot of the card. */
  actions: (row: T) => ReactNode;
}

/**
 * A table on wider screens and a stack of cards on a phone, where six columns cannot fit; both are
 * the same rows with the same headers and buttons.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty, actions }: DataTableProps<T>) {
  const say = useT();
  if (rows.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {say(empty)}
      </p>
    );
  }
  return (
    <>
      {/* The rows being moderated: toasts keep off them (or at least off the row just used). */}
      <div className="hidden overflow-x-auto rounded-2xl border border-border bg-card md:block" data-toast-avoid>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{say(caption)}</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                  {say(column.header)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {say('admin.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-border align-top">
                {columns.map((column) => (
                  <td key={column.header} className={cn('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-1">{actions(row)}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={say(caption)} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-2xl border border-border bg-card p-4 shadow-soft">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="font-medium text-muted-foreground">{say(column.header)}</dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3 flex flex-wrap justify-end gap-1 border-t border-border pt-2">{actions(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** While a list loads. */
export function ListLoading() {
  return (
    <div className="grid place-items-center py-10">
      <Spinner />
    </div>
  );
}
