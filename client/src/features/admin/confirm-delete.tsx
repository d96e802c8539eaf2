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
import { useT } from '@/lib/i18n';

interface ConfirmDeleteProps {
  /** What will be deleted, in the member's language; the dialog is open while this is set. */
  description: string | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Are you sure?' with Cancel and Delete; stays open while the delete runs. */
export function ConfirmDelete({ description, pending, onCancel, onConfirm }: ConfirmDeleteProps) {
  const { confirm } = ADMIN_TEXT;
  const say = useT();
  return (
    <AlertDialog open={description !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{say(confirm.title)}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{say(confirm.cancel)}</AlertDialogCancel>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {say(confirm.delete)}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
