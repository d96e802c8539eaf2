import type { AffirmationMood } from '@contract/moods';
import { ROUTES } from '@contract/routes';
import { Heart } from 'lucide-react';
import { SkeletonLines } from '@/components/skeleton-lines';
import { Button } from '@/components/ui/button';
import { ShareCardButton } from '@/features/share';
import { GuidanceSection } from './guidance-card';
import { SaveToJournalButton } from './save-to-journal-button';
import { AFFIRMATION_FALLBACK, useAffirmation } from './use-daily-guidance';

/** The daily affirmation for the mood the member picked (Happy when none). */
export function AffirmationSection({ mood }: { mood: AffirmationMood }) {
  const affirmation = useAffirmation(mood);
  return (
    <GuidanceSection
      icon={Heart}
      title="Daily Affirmation"
      titleId="affirmation-title"
      subtitle={`For your ${mood.toLowerCase()} mood`}
      busy={affirmation.isPending}
      bodyClassName="min-h-[7.5rem] justify-center"
      footer={
        <div className="flex w-full items-center justify-between gap-2">
          <SaveToJournalButton
            target={
              affirmation.data
                ? {
                    kind: 'affirmation',
                    mood: affirmation.data.mood,
                    content: affirmation.data.text || AFFIRMATION_FALLBACK,
                  }
                : null
            }
          />
          <ShareCardButton
            label="Share this affirmation"
            card={
              affirmation.data
                ? {
                    url: ROUTES.affirmationShareCard.path,
                    body: { text: affirmation.data.text || AFFIRMATION_FALLBACK },
                    fileName: 'telve-affirmation.png',
                    title: 'My affirmation',
                    linkPath: '/dashboard',
                  }
                : null
            }
          />
        </div>
      }
    >
      {affirmation.isPending ? (
        <>
          <span role="status" className="sr-only">
            Finding your affirmation...
          </span>
          <SkeletonLines lines={3} />
        </>
      ) : affirmation.data ? (
        <blockquote className="border-l-2 border-accent pl-4 font-display text-2xl leading-snug italic">
          {affirmation.data.text || AFFIRMATION_FALLBACK}
        </blockquote>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="leading-relaxed text-muted-foreground">Your affirmation could not be found just now.</p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => affirmation.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </GuidanceSection>
  );
}
