import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type JournalTarget, useJournalToggle } from '@/features/journal';
import { T } from '@/lib/i18n';

/**
 * The 'Save to Journal' toggle of the horoscope and affirmation: saves what the card shows to the
 * member's journal, and then reads 'Saved' with a filled icon (pressed); a second tap removes it,
 * with Undo in the toast. `target` is null until there is something to save.
 */
export function SaveToJournalButton({ target }: { target: JournalTarget | null }) {
  const { saved, busy, toggle } = useJournalToggle(target);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={saved ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={saved}
      disabled={target === null || busy}
      onClick={toggle}
      className="h-11 -ml-2"
    >
      <Icon aria-hidden className={saved ? 'fill-current' : undefined} />
      <T id={saved ? 'guidance.journal.saved' : 'guidance.journal.save'} />
    </Button>
  );
}
