import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A small icon button with a spoken name, for a table row's actions. */
export function RowAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} onClick={onClick}>
      {children}
    </Button>
  );
}
