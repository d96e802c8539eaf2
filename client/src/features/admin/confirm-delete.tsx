import { ADMIN_TEXT } from '@contract/admin-text';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDeleteProps {
  /** What will be deleted; the dialog is open while this is set. */
  description: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure?' with Cancel and Delete; stays open while the delete runs. */
export function ConfirmDelete({ description, pending, onCancel, onConfirm }: ConfirmDeleteProps) {
  const { confirm } = ADMIN_TEXT;
  return (
    <AlertDialog open={description !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirm.title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{confirm.cancel}</AlertDialogCancel>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirm.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
