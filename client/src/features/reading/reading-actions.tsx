import { fillPath } from '@contract/endpoint';
import { PREMIUM_FEATURE_TITLE, PREMIUM_SAVE_MESSAGES } from '@contract/journal-text';
import { ROUTES } from '@contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Crown, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useJournalToggle } from '@/features/journal';
import { openPublicLinkUrl, shareCard } from '@/features/share';
import { type MessageId, useT } from '@/lib/i18n';

/**
 * Save Reading (to the member's journal: then 'Saved' with a filled icon, and a second tap removes
 * it with Undo in the toast) and Share (the reading drawn as a picture: shared as a file where the
 * browser can, else downloaded with the link copied). A free member who taps Save is told why in
 * place, with the way to Premium, and stays on her reading.
 */
export function ReadingActions({ readingId }: { readingId: number }) {
  const say = useT();
  const { saved, busy, toggle, explained, closeExplanation } = useJournalToggle({ kind: 'reading', readingId });
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      await shareCard({
        url: fillPath(ROUTES.readingShareCard.path, { id: readingId }),
        fileName: `telve-reading-${readingId}.png`,
        title: say('reading.actions.shareTitle'),
        // Her reading's public link while it is open (anyone can open it), else her own results page.
        link: openPublicLinkUrl(queryClient, readingId) ?? `${window.location.origin}/reading-results`,
      });
    } finally {
      setSharing(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <Button variant={saved ? 'primary' : 'outline'} aria-pressed={saved} disabled={busy} onClick={toggle}>
          {saved ? <BookmarkCheck aria-hidden className="fill-current" /> : <Bookmark aria-hidden />}
          {saved ? say('reading.actions.saved') : say('reading.actions.save')}
        </Button>
        <Button variant="outline" disabled={sharing} onClick={share}>
          <Share2 aria-hidden /> {say('reading.actions.share')}
        </Button>
      </div>
      {/* Announced when it appears; its height only follows the member's own tap. */}
      <div aria-live="polite">
        {explained && (
          <section
            aria-labelledby="save-premium-title"
            className="flex flex-col gap-3 rounded-xl border border-accent/60 bg-cream/60 p-4"
          >
            <h2 id="save-premium-title" className="flex items-center gap-2 font-display text-lg font-semibold">
              <Crown aria-hidden className="size-4 text-gold" /> {say(PREMIUM_FEATURE_TITLE satisfies MessageId)}
            </h2>
            <p className="text-sm leading-relaxed">
              {say(PREMIUM_SAVE_MESSAGES.reading as MessageId)} {say('reading.actions.premiumKeeps')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link href="/premium" className={cn(buttonVariants({ size: 'sm' }), 'h-11')}>
                {say('reading.actions.seePremium')}
              </Link>
              <Button variant="ghost" size="sm" className="h-11" onClick={closeExplanation}>
                {say('reading.actions.notNow')}
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}
