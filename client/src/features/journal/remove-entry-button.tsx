import { type JournalKind, SAVE_TOASTS } from '@contract/journal-text';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { removeJournalEntry } from './journal-api';
import { refreshJournal } from './journal-keys';

const NAMES: Record<JournalKind, string> = { reading: 'reading', horoscope: 'horoscope', affirmation: 'affirmation' };

/** Removes a saved entry after the member confirms; the reading itself stays in the history. */
export function RemoveEntryButton({ kind, id }: { kind: JournalKind; id: number }) {
  const remove = useMutation({
    mutationFn: () => removeJournalEntry(kind, id),
    onSuccess: async () => {
      toast({ title: SAVE_TOASTS[kind].removed });
      await refreshJournal();
    },
    onError: () =>
      toast({
        title: 'Something went wrong',
        description: 'Could not update your journal. Please try again.',
        variant: 'destructive',
      }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11" loading={remove.isPending}>
          <Trash2 aria-hidden /> Remove
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this {NAMES[kind]}?</AlertDialogTitle>
          <AlertDialogDescription>
            {kind === 'reading'
              ? 'It leaves your saved readings; you can still find it in your reading history.'
              : 'It will no longer be in your journal.'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate()}>
            Remove
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
