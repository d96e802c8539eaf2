import { lowerCase } from '@contract/casing';
import type { SavedAffirmation, SavedHoroscope, SavedReading } from '@contract/journal';
import type { Mood } from '@contract/moods';
import { BookOpen, Coffee, Heart, Sparkles } from 'lucide-react';
import { MOOD_ICONS } from '@/components/mood-icons';
import { Button } from '@/components/ui/button';
import { currentLanguage, useT } from '@/lib/i18n';
import { EntryCard } from './entry-card';
import { formatCalendarDate } from './format-calendar-date';
import { moodName } from './mood-summary';
import { RemoveEntryButton } from './remove-entry-button';

/** A saved reading: the start of its text, and the way to open it whole. */
export function SavedReadingEntry({ entry, onOpen }: { entry: SavedReading; onOpen: (readingId: number) => void }) {
  const say = useT();
  return (
    <EntryCard
      icon={Coffee}
      title={entry.intention ? `“${entry.intention}”` : say('journal.reading.fallbackTitle')}
      savedAt={entry.savedAt}
      actions={
        <>
          <Button variant="ghost" size="sm" className="h-11" onClick={() => onOpen(entry.readingId)}>
            <BookOpen aria-hidden /> {say('journal.reading.open')}
          </Button>
          <RemoveEntryButton kind="reading" id={entry.id} />
        </>
      }
    >
      <p className="line-clamp-4 whitespace-pre-line">{entry.content}</p>
    </EntryCard>
  );
}

export function SavedHoroscopeEntry({ entry }: { entry: SavedHoroscope }) {
  const say = useT();
  return (
    <EntryCard
      icon={Sparkles}
      title={say('journal.horoscope.title', {
        sign: say(`sign.${entry.sign}`),
        date: formatCalendarDate(entry.date),
      })}
      savedAt={entry.savedAt}
      actions={<RemoveEntryButton kind="horoscope" id={entry.id} />}
    >
      <p>{entry.content}</p>
    </EntryCard>
  );
}

export function SavedAffirmationEntry({ entry }: { entry: SavedAffirmation }) {
  const say = useT();
  const language = currentLanguage();
  const Icon = MOOD_ICONS[entry.mood as Mood] ?? Heart;
  return (
    <EntryCard
      icon={Icon}
      title={say('journal.affirmation.title', { mood: lowerCase(moodName(entry.mood, say), language) })}
      savedAt={entry.savedAt}
      actions={<RemoveEntryButton kind="affirmation" id={entry.id} />}
    >
      <blockquote className="border-l-2 border-accent pl-4 font-display text-xl leading-snug italic">
        {entry.content}
      </blockquote>
    </EntryCard>
  );
}
