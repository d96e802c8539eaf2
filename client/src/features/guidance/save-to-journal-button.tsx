import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/auth-context';

/**
 * The 'Save to Journal' toggle of the horoscope and affirmation cards. Free members get SPEC.md's
 * 'Premium Feature' toast; premium members toggle a local saved state until the journal stores it.
 */
export function SaveToJournalButton({
  premiumOnlyMessage,
  disabled,
}: {
  premiumOnlyMessage: string;
  disabled?: boolean;
}) {
  const { isPremium } = useAuth();
  const [saved, setSaved] = useState(false);
  const Icon = saved ? BookmarkCheck : Bookmark;

  const onClick = () => {
    if (!isPremium) {
      toast({ title: 'Premium Feature', description: premiumOnlyMessage });
      return;
    }
    setSaved((value) => !value);
  };

  return (
    <Button
      variant={saved ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={isPremium ? saved : undefined}
      disabled={disabled}
      onClick={onClick}
      className="h-11 -ml-2"
    >
      <Icon aria-hidden className={saved ? 'fill-current' : undefined} />
      Save to Journal
    </Button>
  );
}
