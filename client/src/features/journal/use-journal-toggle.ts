import type { SavedState } from '@contract/journal';
import { SAVE_TOASTS } from '@contract/journal-text';
import type { AffirmationMood } from '@contract/moods';
import type { ZodiacSign } from '@contract/zodiac';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { t } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { removeJournalEntry } from './journal-api';
import { JOURNAL_KEY, refreshJournal } from './journal-keys';
import { showPremiumFeatureToast } from './premium-toast';

/** What a Save button saves: the reading by id, or the horoscope or affirmation as shown. */
export type JournalTarget =
  | { kind: 'reading'; readingId: number }
  | { kind: 'horoscope'; sign: ZodiacSign; date: string; content: string }
  | { kind: 'affirmation'; mood: AffirmationMood; content: string };

type Entry = { id: number };

function stateQuestion(target: JournalTarget) {
  if (target.kind === 'reading') return { readingId: target.readingId };
  if (target.kind === 'horoscope') return { horoscope: { sign: target.sign, date: target.date } };
  return { affirmation: { mood: target.mood, content: target.content } };
}

function save(target: JournalTarget): Promise<Entry> {
  if (target.kind === 'reading') return api(endpoints.saveReading, { readingId: target.readingId });
  if (target.kind === 'horoscope') return api(endpoints.saveHoroscope, target);
  return api(endpoints.saveAffirmation, target);
}

/** Undo in the removal toast: saves the entry again on the server and refreshes the journal. */
async function undoRemoval(target: JournalTarget): Promise<void> {
  try {
    await save(target);
    toast({ title: SAVE_TOASTS[target.kind].saved });
  } catch {
    toast({ title: t('journal.failed'), description: t('journal.failed.restore'), variant: 'destructive' });
  }
  await refreshJournal();
}

/**
 * A Save toggle backed by the journal: the saved state comes from the server (so it survives a
 * reload and shows on another device), flips at once on click, and settles on the server's answer.
 * A removal asks nothing but offers Undo in its toast. Free members get the 'Premium Feature' toast
 * instead, except on a reading, where the screen explains in place (`explained`) rather than
 * leaving it (issue 32, items 7 and 9). Its toasts' words are the journal catalog's: a page using
 * it names the 'journal' feature in app/router.tsx.
 */
export function useJournalToggle(target: JournalTarget | null) {
  const { isPremium } = useAuth();
  const [, navigate] = useLocation();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [explained, setExplained] = useState(false);
  const kind = target?.kind;
  const question = target ? stateQuestion(target) : null;
  const stateKey = [...JOURNAL_KEY, endpoints.savedState.path, question];

  const state = useQuery({
    queryKey: stateKey,
    queryFn: async () => {
      const answer: SavedState = await api(endpoints.savedState, question ?? {});
      return (kind ? answer[kind] : null) as Entry | null;
    },
    enabled: isPremium && target !== null,
  });
  const entry = state.data ?? null;

  const mutation = useMutation({
    mutationFn: (wanted: boolean) => {
      if (!target) return Promise.resolve(null);
      return wanted ? save(target) : entry ? removeJournalEntry(target.kind, entry.id) : Promise.resolve(null);
    },
    onSuccess: async (saved: Entry | null) => {
      if (target && saved) toast({ title: SAVE_TOASTS[target.kind].saved });
      if (target && !saved) {
        const removed = target;
        toast({
          title: SAVE_TOASTS[removed.kind].removed,
          action: {
            label: t('journal.undo'),
            altText: t('journal.undo.hint'),
            onSelect: () => void undoRemoval(removed),
          },
        });
      }
      await refreshJournal();
    },
    onError: () => {
      toast({ title: t('journal.failed'), description: t('journal.failed.update'), variant: 'destructive' });
    },
    onSettled: () => setOptimistic(null),
  });

  const saved = optimistic ?? entry !== null;
  const toggle = () => {
    if (!target) return;
    if (!isPremium) {
      if (target.kind === 'reading') setExplained(true);
      else showPremiumFeatureToast(target.kind, () => navigate('/premium'));
      return;
    }
    setOptimistic(!saved);
    mutation.mutate(!saved);
  };

  return {
    saved: isPremium ? saved : false,
    /** True until the server's state is known, and while a change is on its way. */
    busy: isPremium && target !== null && (state.isPending || mutation.isPending),
    toggle,
    /** A free member tapped Save on a reading: the screen says why in place. */
    explained,
    closeExplanation: () => setExplained(false),
  };
}
