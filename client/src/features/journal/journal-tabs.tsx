import { Coffee, Heart, Sparkles } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n';
import { EmptyState } from './empty-state';
import { PagedListView } from './paged-list-view';
import { ReadingHistory } from './reading-history';
import { SavedAffirmationEntry, SavedHoroscopeEntry, SavedReadingEntry } from './saved-entries';
import { useSavedAffirmations, useSavedHoroscopes, useSavedReadings } from './use-journal-lists';

/** The journal's three tabs: saved readings (with the reading history), horoscopes, affirmations. */
export function JournalTabs({ onOpen }: { onOpen: (readingId: number) => void }) {
  const say = useT();
  return (
    <Tabs defaultValue="readings">
      <TabsList>
        <TabsTrigger value="readings">{say('journal.tabs.readings')}</TabsTrigger>
        <TabsTrigger value="horoscopes">{say('journal.tabs.horoscopes')}</TabsTrigger>
        <TabsTrigger value="affirmations">{say('journal.tabs.affirmations')}</TabsTrigger>
      </TabsList>
      <TabsContent value="readings" className="flex flex-col gap-6">
        <SavedReadings onOpen={onOpen} />
        <ReadingHistory onOpen={onOpen} />
      </TabsContent>
      <TabsContent value="horoscopes">
        <SavedHoroscopes />
      </TabsContent>
      <TabsContent value="affirmations">
        <SavedAffirmations />
      </TabsContent>
    </Tabs>
  );
}

function SavedReadings({ onOpen }: { onOpen: (readingId: number) => void }) {
  const say = useT();
  return (
    <PagedListView
      list={useSavedReadings()}
      label={say('journal.readings.label')}
      loadingLabel={say('journal.readings.loading')}
      empty={
        <EmptyState
          icon={Coffee}
          title={say('journal.readings.empty.title')}
          text={say('journal.readings.empty.text')}
          href="/coffee-reading"
          action={say('journal.readings.empty.action')}
        />
      }
      render={(entry) => <SavedReadingEntry entry={entry} onOpen={onOpen} />}
    />
  );
}

function SavedHoroscopes() {
  const say = useT();
  return (
    <PagedListView
      list={useSavedHoroscopes()}
      label={say('journal.horoscopes.label')}
      loadingLabel={say('journal.horoscopes.loading')}
      empty={
        <EmptyState
          icon={Sparkles}
          title={say('journal.horoscopes.empty.title')}
          text={say('journal.horoscopes.empty.text')}
          href="/dashboard"
          action={say('journal.toDashboard')}
        />
      }
      render={(entry) => <SavedHoroscopeEntry entry={entry} />}
    />
  );
}

function SavedAffirmations() {
  const say = useT();
  return (
    <PagedListView
      list={useSavedAffirmations()}
      label={say('journal.affirmations.label')}
      loadingLabel={say('journal.affirmations.loading')}
      empty={
        <EmptyState
          icon={Heart}
          title={say('journal.affirmations.empty.title')}
          text={say('journal.affirmations.empty.text')}
          href="/dashboard"
          action={say('journal.toDashboard')}
        />
      }
      render={(entry) => <SavedAffirmationEntry entry={entry} />}
    />
  );
}
