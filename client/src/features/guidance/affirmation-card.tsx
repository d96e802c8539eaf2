import { lowerCase } from '@contract/casing';
import type { AffirmationMood } from '@contract/moods';
import { ROUTES } from '@contract/routes';
import { Heart } from 'lucide-react';
import { SkeletonLines } from '@/components/skeleton-lines';
import { Button } from '@/components/ui/button';
import { ShareCardButton } from '@/features/share';
import { T, useCatalog } from '@/lib/i18n';
import { GuidanceSection } from './guidance-card';
import { SaveToJournalButton } from './save-to-journal-button';
import { AFFIRMATION_FALLBACK, useAffirmation } from './use-daily-guidance';

/** The daily affirmation for the mood the member picked (Happy when none). */
export function AffirmationSection({ mood }: { mood: AffirmationMood }) {
  const affirmation = useAffirmation(mood);
  const catalog = useCatalog();
  const say = catalog.text;
  const fallback = say(AFFIRMATION_FALLBACK);
  return (
    <GuidanceSection
      icon={Heart}
      heading={say('guidance.affirmation.title')}
      titleId="affirmation-title"
      subtitle={say('guidance.affirmation.for', { mood: lowerCase(say(`mood.${mood}`), catalog.language) })}
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
                    content: affirmation.data.text || fallback,
                  }
                : null
            }
          />
          <ShareCardButton
            label={say('guidance.affirmation.share')}
            card={
              affirmation.data
                ? {
                    url: ROUTES.affirmationShareCard.path,
                    body: { text: affirmation.data.text || fallback },
                    fileName: 'telve-affirmation.png',
                    title: say('guidance.affirmation.cardTitle'),
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
            <T id="guidance.affirmation.loading" />
          </span>
          <SkeletonLines lines={3} />
        </>
      ) : affirmation.data ? (
        <blockquote className="border-l-2 border-accent pl-4 font-display text-2xl leading-snug italic">
          {affirmation.data.text || fallback}
        </blockquote>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="leading-relaxed text-muted-foreground">
            <T id="guidance.affirmation.failed" />
          </p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => affirmation.refetch()}>
            <T id="tryAgain" />
          </Button>
        </div>
      )}
    </GuidanceSection>
  );
}
