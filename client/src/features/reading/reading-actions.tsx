import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/** Save Reading (a local toggle for premium members, SPEC.md section 4) and Share (coming soon). */
export function ReadingActions({ isPremium }: { isPremium: boolean }) {
  const [saved, setSaved] = useState(false);
  const [, navigate] = useLocation();

  const onSave = () => {
    if (!isPremium) {
      toast({ title: 'Premium Feature', description: 'Saving readings is available only for premium members.' });
      navigate('/premium');
      return;
    }
    const next = !saved;
    setSaved(next);
    toast(next ? { title: 'Reading Saved' } : { title: 'Reading Removed' });
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant={saved ? 'primary' : 'outline'} aria-pressed={saved} onClick={onSave}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />} Save Reading
      </Button>
      <Button variant="outline" onClick={() => toast({ title: 'Coming soon in the next update!' })}>
        <Share2 aria-hidden /> Share
      </Button>
    </div>
  );
}
