import type { MoodHistory } from '@contract/journal';
import { MOOD_HISTORY_DAYS } from '@contract/journal-text';
import { AFFIRMATION_MOODS, type AffirmationMood } from '@contract/mood-names';
import { type MessageId, type MessageValues, t } from '@/lib/i18n';

type Say = (id: MessageId, values?: MessageValues) => string;

/** A mood's name in the member's language; one the app does not know shows as the server sent it. */
export function moodName(mood: string, say: Say = t): string {
  return (AFFIRMATION_MOODS as readonly string[]).includes(mood) ? say(`mood.${mood as AffirmationMood}`) : mood;
}

/** 'once', 'twice', '3 times' (separate messages: the catalog check reads a one-word plural branch as a placeholder). */
const times = (n: number, say: Say) =>
  n === 1 ? say('journal.moods.once') : n === 2 ? say('journal.moods.twice') : say('journal.moods.times', { count: n });

/** The chart's text alternative, also shown as its caption, in the member's language. */
export function moodSummary(history: MoodHistory, say: Say = t): string {
  const days = MOOD_HISTORY_DAYS;
  const total = history.counts.reduce((sum, entry) => sum + entry.count, 0);
  const [top] = history.counts;
  if (!top) return say('journal.moods.none', { days });
  const ties = history.counts.filter((entry) => entry.count === top.count).map((entry) => moodName(entry.mood, say));
  const most =
    ties.length === 1
      ? (ties[0] ?? '')
      : say('journal.moods.and', { others: ties.slice(0, -1).join(', '), last: ties.at(-1) ?? '' });
  return say(ties.length === 1 ? 'journal.moods.summary' : 'journal.moods.summaryTied', {
    days,
    most,
    times: times(total, say),
    topTimes: times(top.count, say),
  });
}
