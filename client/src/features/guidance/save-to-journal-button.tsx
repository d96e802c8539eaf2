import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type JournalTarget, useJournalToggle } from '@/features/journal';

/**
 * The 'Save to Journal' toggle of the horoscope and affirmation cards: saves what the card shows to
 * the member's journal, or removes it. `target` is null until there is something to save.
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
      Save to Journal
    </Button>
  );
}
