import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Fold } from './profile-form-values';

interface BirthTimeFoldDialogProps {
  /** The server's question (the clocks went back or forward that day), or null when none is asked. */
  question: string | null;
  onChoose: (fold: Fold) => void;
  onCancel: () => void;
}

/** Asks which reading of a birth time a clock change made happen twice (or skipped) the member meant. */
export function BirthTimeFoldDialog({ question, onChoose, onCancel }: BirthTimeFoldDialogProps) {
  return (
    <Dialog open={question !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Which time did you mean?</DialogTitle>
          <DialogDescription>{question}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onChoose('earlier')}>
            Earlier
          </Button>
          <Button type="button" onClick={() => onChoose('later')}>
            Later
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
