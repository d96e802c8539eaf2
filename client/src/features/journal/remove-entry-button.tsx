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
import { t, useT } from '@/lib/i18n';
import { removeJournalEntry } from './journal-api';
import { refreshJournal } from './journal-keys';

/**
 * Removes a saved entry after the member confirms; the reading itself stays in the history. The
 * toast after it is the contract's English, which the Toaster shows in her language.
 */
export function RemoveEntryButton({ kind, id }: { kind: JournalKind; id: number }) {
  const say = useT();
  const remove = useMutation({
    mutationFn: () => removeJournalEntry(kind, id),
    onSuccess: async () => {
      toast({ title: SAVE_TOASTS[kind].removed });
      await refreshJournal();
    },
    onError: () =>
      toast({
        title: t('journal.failed'),
        description: t('journal.failed.update'),
        variant: 'destructive',
      }),
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="h-11" loading={remove.isPending}>
          <Trash2 aria-hidden /> {say('journal.remove')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{say(`journal.remove.${kind}`)}</AlertDialogTitle>
          <AlertDialogDescription>
            {say(kind === 'reading' ? 'journal.remove.readingText' : 'journal.remove.entryText')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{say('journal.remove.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => remove.mutate()}>
            {say('journal.remove')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
