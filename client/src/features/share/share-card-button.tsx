import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type ShareCardOptions, shareCard } from './share-card';

/**
 * A card's Share, as an icon button beside a card's other actions (the dashboard's horoscope and
 * affirmation): the card drawn as a picture and shared as shareCard does. Disabled until there is
 * something to draw, and while one share is under way.
 */
export function ShareCardButton({
  label,
  card,
}: {
  label: string;
  /** The card; `linkPath` is the page copied beside a download (this site's, read at the tap). */
  card: (Omit<ShareCardOptions, 'link'> & { linkPath?: string }) | null;
}) {
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    if (!card) return;
    setSharing(true);
    try {
      const { linkPath, ...options } = card;
      await shareCard({ ...options, link: linkPath && `${window.location.origin}${linkPath}` });
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button variant="ghost" size="icon" aria-label={label} disabled={!card || sharing} onClick={share}>
      <Share2 aria-hidden />
    </Button>
  );
}
