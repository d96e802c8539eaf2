import { TOASTS } from '@contract/messages';
import type { AffirmationMood } from '@contract/mood-names';
import type { ZodiacSign } from '@contract/zodiac-signs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/session/auth-context';
import { affirmationQuery, horoscopeQuery, markShellAffirmationShown, takeGuidanceStart } from './guidance-queries';

/** Shown when the server answers without a text. */
export const HOROSCOPE_FALLBACK =
  'The stars are quiet today. Trust your intuition, move gently, and let the day unfold in its own time.';
export const AFFIRMATION_FALLBACK = 'You are worthy of love, peace and every good thing this day brings.';

/** Raises one destructive toast each time a query fails while this screen is open. */
function useFailureToast(failedAt: number, title: string, description: string, visitStart?: number) {
  // An error cached from an earlier visit is not news: only failures since this visit began (its
  // requests may have been sent before the page mounted) are shown.
  const [mountedAt] = useState(() => Math.min(Date.now(), visitStart ?? Number.POSITIVE_INFINITY));
  useEffect(() => {
    if (failedAt >= mountedAt) toast({ title, description, variant: 'destructive' });
  }, [failedAt, mountedAt, title, description]);
}

/**
 * Today's horoscope for the sign, fetched once per sign, day and tier (premium answers carry
 * insights) and kept in the browser for the day; nothing is asked while the sign is unknown.
 */
export function useHoroscope(sign: ZodiacSign | null, isPremium: boolean, today: string) {
  const { user } = useAuth();
  const [visitStart] = useState(() => takeGuidanceStart('horoscope'));
  const query = useQuery(horoscopeQuery(user?.id, sign, isPremium, today));
  useFailureToast(query.errorUpdatedAt, TOASTS.horoscopeFailed.title, TOASTS.horoscopeFailed.description, visitStart);
  return query;
}

/**
 * The affirmation for the current mood, fetched once per dashboard visit: the answer is dropped
 * when the dashboard closes, so the next visit asks again (premium members then get a fresh one).
 */
export function useAffirmation(mood: AffirmationMood) {
  const [visitStart] = useState(() => takeGuidanceStart('affirmation'));
  const query = useQuery({ ...affirmationQuery(mood), gcTime: 0 });
  useEffect(markShellAffirmationShown, []);
  useFailureToast(
    query.errorUpdatedAt,
    TOASTS.affirmationFailed.title,
    TOASTS.affirmationFailed.description,
    visitStart,
  );
  return query;
}
