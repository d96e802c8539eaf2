import { Coffee, Heart, Sparkles } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EmptyState } from './empty-state';
import { PagedListView } from './paged-list-view';
import { ReadingHistory } from './reading-history';
import { SavedAffirmationEntry, SavedHoroscopeEntry, SavedReadingEntry } from './saved-entries';
import { useSavedAffirmations, useSavedHoroscopes, useSavedReadings } from './use-journal-lists';

/** The journal's three tabs: saved readings (with the reading history), horoscopes, affirmations. */
export function JournalTabs({ onOpen }: { onOpen: (readingId: number) => void }) {
  return (
    <Tabs defaultValue="readings">
      <TabsList>
        <TabsTrigger value="readings">Readings</TabsTrigger>
        <TabsTrigger value="horoscopes">Horoscopes</TabsTrigger>
        <TabsTrigger value="affirmations">Affirmations</TabsTrigger>
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
  return (
    <PagedListView
      list={useSavedReadings()}
      label="Saved readings"
      loadingLabel="Opening your journal..."
      empty={
        <EmptyState
          icon={Coffee}
          title="No saved readings yet"
          text="Save a reading you want to keep, and it will wait for you here."
          href="/coffee-reading"
          action="Start a Reading"
        />
      }
      render={(entry) => <SavedReadingEntry entry={entry} onOpen={onOpen} />}
    />
  );
}

function SavedHoroscopes() {
  return (
    <PagedListView
      list={useSavedHoroscopes()}
      label="Saved horoscopes"
      loadingLabel="Opening your horoscopes..."
      empty={
        <EmptyState
          icon={Sparkles}
          title="No saved horoscopes yet"
          text="Tap Save to Journal on your daily horoscope to keep it here."
          href="/dashboard"
          action="Return to Dashboard"
        />
      }
      render={(entry) => <SavedHoroscopeEntry entry={entry} />}
    />
  );
}

function SavedAffirmations() {
  return (
    <PagedListView
      list={useSavedAffirmations()}
      label="Saved affirmations"
      loadingLabel="Opening your affirmations..."
      empty={
        <EmptyState
          icon={Heart}
          title="No saved affirmations yet"
          text="Tap Save to Journal on an affirmation that speaks to you to keep it here."
          href="/dashboard"
          action="Return to Dashboard"
        />
      }
      render={(entry) => <SavedAffirmationEntry entry={entry} />}
    />
  );
}
