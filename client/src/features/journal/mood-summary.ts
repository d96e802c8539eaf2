import type { MoodHistory } from '@contract/journal';
import { MOOD_HISTORY_DAYS } from '@contract/journal-text';

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The chart's text alternative, also shown as its caption. */
export function moodSummary(history: MoodHistory): string {
  const total = history.counts.reduce((sum, entry) => sum + entry.count, 0);
  const [top] = history.counts;
  if (!top) return `You picked no mood in the last ${MOOD_HISTORY_DAYS} days.`;
  const ties = history.counts.filter((entry) => entry.count === top.count).map((entry) => entry.mood);
  const most = ties.length === 1 ? top.mood : `${ties.slice(0, -1).join(', ')} and ${ties.at(-1)}`;
  const each = ties.length === 1 ? '' : ' each';
  return `In the last ${MOOD_HISTORY_DAYS} days you picked a mood ${times(total)}, most often ${most} (${times(top.count)}${each}).`;
}
