import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import type { Fold } from './profile-form-values';

interface BirthTimeFoldDialogProps {
  /** The server's question (the clocks went back or forward that day), or null when none is asked. */
  question: string | null;
  onChoose: (fold: Fold) => void;
  onCancel: () => void;
}

/** Asks which reading of a birth time a clock change made happen twice (or skipped) the member meant. */
export function BirthTimeFoldDialog({ question, onChoose, onCancel }: BirthTimeFoldDialogProps) {
  const say = useT();
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{say('profile.fold.title')}</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onChoose('earlier')}>
            {say('profile.fold.earlier')}
          </Button>
          <Button type="button" onClick={() => onChoose('later')}>
            {say('profile.fold.later')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
