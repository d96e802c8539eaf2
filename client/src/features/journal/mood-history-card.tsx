import type { MoodHistory } from '@contract/journal';
import { MOOD_HISTORY_DAYS } from '@contract/journal-text';
import type { Mood } from '@contract/moods';
import { Activity, Heart } from 'lucide-react';
import { MOOD_ICONS } from '@/components/mood-icons';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { moodName, moodSummary } from './mood-summary';
import { useMoodHistory } from './use-journal-lists';

/** The moods picked in the last 30 days as a small bar chart, with the same figures as a table. */
export function MoodHistoryCard() {
  const say = useT();
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
              {say('journal.moods.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{say('journal.moods.days', { days: MOOD_HISTORY_DAYS })}</p>
          </div>
        </div>
        {history.data ? (
          <MoodChart history={history.data} />
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">{say('journal.moods.failed')}</p>
        ) : (
          // One line of text-sm high: the height of the summary a member without moods sees next.
          <Spinner size="sm" className="h-5" label={say('journal.moods.loading')} />
        )}
      </section>
    </Card>
  );
}

function MoodChart({ history }: { history: MoodHistory }) {
  const say = useT();
  const summary = moodSummary(history, say);
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
                {moodName(mood, say)}
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
        <summary className="cursor-pointer font-medium">{say('journal.moods.asTable')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{say('journal.moods.caption', { days: MOOD_HISTORY_DAYS })}</caption>
          <thead>
            <tr>
              <th scope="col">{say('journal.moods.mood')}</th>
              <th scope="col" className="text-right">
                {say('journal.moods.timesPicked')}
              </th>
            </tr>
          </thead>
          <tbody>
            {history.counts.map(({ mood, count }) => (
              <tr key={mood}>
                <th scope="row" className="font-normal">
                  {moodName(mood, say)}
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
