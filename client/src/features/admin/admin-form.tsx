import { ADMIN_TEXT } from '@contract/admin-text';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { type MessageId, useT } from '@/lib/i18n';

interface AdminFormProps {
  title: MessageId;
  description: MessageId;
  submitLabel: MessageId;
  /** Submit stays disabled until every required field is filled. */
  complete: boolean;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A create or edit form inside its dialog: title and description, the fields, then Cancel and submit. */
export function AdminForm({
  title,
  description,
  submitLabel,
  complete,
  pending,
  onSubmit,
  onCancel,
  children,
}: AdminFormProps) {
  const say = useT();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{say(title)}</DialogTitle>
        <DialogDescription>{say(description)}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          {say(ADMIN_TEXT.cancel)}
        </Button>
        <Button type="submit" disabled={!complete} loading={pending}>
          {say(submitLabel)}
        </Button>
      </DialogFooter>
    </form>
  );
}
