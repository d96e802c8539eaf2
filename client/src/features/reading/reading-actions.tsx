import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useJournalToggle } from '@/features/journal';

/**
 * Save Reading (to the member's journal; free members get the 'Premium Feature' toast and the
 * Premium page) and Share (coming soon).
 */
export function ReadingActions({ readingId }: { readingId: number }) {
  const { saved, busy, toggle } = useJournalToggle({ kind: 'reading', readingId });
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant={saved ? 'primary' : 'outline'} aria-pressed={saved} disabled={busy} onClick={toggle}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} Save Reading
      </Button>
      <Button variant="outline" onClick={() => toast({ title: 'Coming soon in the next update!' })}>
        <Share2 aria-hidden /> Share
      </Button>
    </div>
  );
}
