import { useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { PremiumFeatureCard } from '@/components/premium-feature-card';
import { type MessageId, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { ExportLink } from './export-link';
import { JournalSearchBox, JournalSearchResults } from './journal-search';
import { JournalTabs } from './journal-tabs';
import { MoodHistoryCard } from './mood-history-card';
import { ReadingDialog } from './reading-dialog';

/** What the journal gives a Premium member (the moods of the last 30 days are every member's). */
const JOURNAL_BENEFITS: readonly MessageId[] = [
  'journal.premium.save',
  'journal.premium.history',
  'journal.premium.search',
];

/**
 * The Coffee Journal (/journal): for premium members the saved readings, horoscopes and
 * affirmations, the reading history, the moods of the last 30 days, search and export; free
 * members see their own moods (which they record too) and what Premium adds.
 */
export default function JournalPage() {
  const say = useT();
  const { isPremium } = useAuth();
  return (
    <WithBottomNav>
      <PageHeader
        title={say('journal.title')}
        backHref="/dashboard"
        backLabel={say('back.dashboard')}
        actions={isPremium ? <ExportLink /> : undefined}
      />
      <main className="mx-auto flex max-w-md lg:max-w-2xl flex-col gap-5 px-4 pt-5 pb-8">
        {isPremium ? (
          <Journal />
        ) : (
          <>
            <MoodHistoryCard />
            <PremiumFeatureCard
              feature={say('journal.premium.feature')}
              benefits={JOURNAL_BENEFITS.map((benefit) => say(benefit))}
            />
          </>
        )}
      </main>
    </WithBottomNav>
  );
}

function Journal() {
  const [query, setQuery] = useState('');
  // The last reading opened stays in the dialog while it closes, so its content does not flicker.
  const [opened, setOpened] = useState<{ readingId: number | null; open: boolean }>({ readingId: null, open: false });
  const open = (readingId: number) => setOpened({ readingId, open: true });
  const searching = query.trim() !== '';
  return (
    <>
      <JournalSearchBox value={query} onChange={setQuery} />
      {searching ? (
        <JournalSearchResults query={query} onOpen={open} />
      ) : (
        <>
          <MoodHistoryCard />
          <JournalTabs onOpen={open} />
        </>
      )}
      <ReadingDialog
        readingId={opened.readingId}
        open={opened.open}
        onClose={() => setOpened((last) => ({ ...last, open: false }))}
      />
    </>
  );
}
