import { TOASTS } from '@contract/messages';
import type { Mood } from '@contract/moods';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { MOOD_ICONS } from '@/components/mood-icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, T, t, useT } from '@/lib/i18n';
import { storeCurrentMood } from './current-mood';

const STACKED_CARD = 'min-h-24 flex-col justify-center gap-2';

/**
 * Columns that divide the number of moods, so the last row is never left with one or two alone:
 * twelve in threes; fourteen in two columns of compact rows on a phone, and in sevens from sm up.
 */
function gridFor(count: number): { list: string; card: string } {
  if (count % 3 === 0) return { list: 'max-w-md grid-cols-3', card: STACKED_CARD };
  return {
    list: 'max-w-md grid-cols-2 sm:max-w-3xl sm:grid-cols-7',
    card: 'min-h-14 flex-row justify-start gap-3 px-4 sm:min-h-24 sm:flex-col sm:justify-center sm:gap-2 sm:px-3',
  };
}

/** A grid of moods; saving records the mood, keeps it for the dashboard and goes there. Its words are messages. */
export function MoodPicker({
  moods,
  titleId,
  subtitleId,
  continueId,
  showSelection,
}: {
  moods: readonly Mood[];
  titleId: MessageId;
  subtitleId: MessageId;
  continueId: MessageId;
  showSelection?: boolean;
}) {
  const [selected, setSelected] = useState<Mood | null>(null);
  const say = useT();
  const grid = gridFor(moods.length);
  const [, navigate] = useLocation();
  const save = useMutation({
    mutationFn: (mood: Mood) => api(endpoints.recordMood, { mood }),
    onSuccess: (_data, mood) => {
      storeCurrentMood(mood);
      navigate('/dashboard');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ ...TOASTS.moodSignedOut, variant: 'destructive' });
        navigate('/auth');
        return;
      }
      toast({
        ...TOASTS.moodSaveFailed,
        variant: 'destructive',
      });
    },
  });

  const onContinue = () => {
    if (!selected) {
      toast({ title: t('moods.pickOne'), variant: 'destructive' });
      return;
    }
    save.mutate(selected);
  };

  return (
    <main className="min-h-dvh bg-cream px-4 pt-10 pb-32 text-espresso">
      <div className="mx-auto max-w-md text-center">
        <h1 className="font-display text-3xl font-semibold">
          <T id={titleId} />
        </h1>
        <p className="mt-2 text-muted-foreground">
          <T id={subtitleId} />
        </p>
      </div>
      <div role="radiogroup" aria-label={say('moods.list')} className={cn('mx-auto mt-8 grid gap-3', grid.list)}>
        {moods.map((mood) => {
          const Icon = MOOD_ICONS[mood];
          const active = selected === mood;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a grid of large icon cards, announced as radios
            <button
              key={mood}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => setSelected(mood)}
              className={cn(
                'flex items-center rounded-2xl border p-3 text-sm font-medium transition-colors',
                grid.card,
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                active
                  ? 'border-primary bg-primary text-primary-foreground shadow-soft'
                  : 'border-border bg-card hover:bg-muted',
              )}
            >
              <Icon className="size-7" aria-hidden />
              <T id={`mood.${mood}`} />
            </button>
          );
        })}
      </div>
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 border-t border-border bg-cream/95 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur"
      >
        <div className="mx-auto max-w-md">
          {showSelection && (
            <p className="mb-2 h-6 text-center text-sm text-muted-foreground" aria-live="polite">
              {selected ? say('moods.selected', { mood: say(`mood.${selected}`) }) : ''}
            </p>
          )}
          <Button size="lg" className="w-full" disabled={!selected} loading={save.isPending} onClick={onContinue}>
            <T id={continueId} />
          </Button>
        </div>
      </div>
    </main>
  );
}
