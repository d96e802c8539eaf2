import type { MoodHistory } from '@contract/journal';
import { MOOD_HISTORY_DAYS } from '@contract/journal-text';
import type { Mood } from '@contract/moods';
import { Activity, Heart } from 'lucide-react';
import { MOOD_ICONS } from '@/components/mood-icons';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { moodSummary } from './mood-summary';
import { useMoodHistory } from './use-journal-lists';

/** The moods picked in the last 30 days as a small bar chart, with the same figures as a table. */
export function MoodHistoryCard() {
  const history = useMoodHistory();
  return (
    <Card>
      <section aria-labelledby="mood-history-title" className="flex flex-col gap-3 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Activity aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="mood-history-title" className="font-display text-xl leading-tight font-semibold">
              Your moods
            </h2>
            <p className="text-sm text-muted-foreground">The last {MOOD_HISTORY_DAYS} days</p>
          </div>
        </div>
        {history.data ? (
          <MoodChart history={history.data} />
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">Your moods could not be gathered just now.</p>
        ) : (
          <Spinner label="Gathering your moods..." />
        )}
      </section>
    </Card>
  );
}

function MoodChart({ history }: { history: MoodHistory }) {
  const summary = moodSummary(history);
  if (history.counts.length === 0) return <p className="text-sm text-muted-foreground">{summary}</p>;
  const max = Math.max(...history.counts.map((entry) => entry.count));
  return (
    <figure className="flex flex-col gap-3">
      <div aria-hidden className="flex flex-col gap-1.5">
        {history.counts.map(({ mood, count }) => {
          const Icon = MOOD_ICONS[mood as Mood] ?? Heart;
          return (
            <div key={mood} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2 text-sm">
              <span className="flex items-center gap-1.5 truncate">
                <Icon className="size-4 shrink-0 text-gold" />
                {mood}
              </span>
              <span className="h-3 rounded-full bg-muted">
                <span
                  className="block h-3 rounded-full bg-accent"
                  style={{ width: `${Math.max(6, (count / max) * 100)}%` }}
                />
              </span>
              <span className="text-right tabular-nums">{count}</span>
            </div>
          );
        })}
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Show as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Moods picked in the last {MOOD_HISTORY_DAYS} days</caption>
          <thead>
            <tr>
              <th scope="col">Mood</th>
              <th scope="col" className="text-right">
                Times picked
              </th>
            </tr>
          </thead>
          <tbody>
            {history.counts.map(({ mood, count }) => (
              <tr key={mood}>
                <th scope="row" className="font-normal">
                  {mood}
                </th>
                <td className="text-right tabular-nums">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
