import { localIsoDate } from '@contract/dates';
import { TOASTS } from '@contract/messages';
import { type AffirmationMood, AffirmationMoodSchema } from '@contract/moods';
import type { ZodiacSign } from '@contract/zodiac';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';

/** Shown when the server answers without a text. */
export const HOROSCOPE_FALLBACK =
  'The stars are quiet today. Trust your intuition, move gently, and let the day unfold in its own time.';
export const AFFIRMATION_FALLBACK = 'You are worthy of love, peace and every good thing this day brings.';

/** A mood from session storage, kept only when the server knows it; Happy otherwise. */
export function affirmationMoodOf(stored: string): AffirmationMood {
  const parsed = AffirmationMoodSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'Happy';
}

/** Raises one destructive toast each time a query fails while this screen is open. */
function useFailureToast(failedAt: number, title: string, description: string) {
  // An error cached from an earlier visit is not news: only failures after mounting are shown.
  const [mountedAt] = useState(Date.now);
  useEffect(() => {
    if (failedAt >= mountedAt) toast({ title, description, variant: 'destructive' });
  }, [failedAt, mountedAt, title, description]);
}

/**
 * Today's horoscope for the sign, fetched once per sign, day and tier (premium answers carry
 * insights); nothing is asked while the sign is unknown.
 */
export function useHoroscope(sign: ZodiacSign | null, isPremium: boolean) {
  const date = localIsoDate();
  const query = useQuery({
    queryKey: [endpoints.horoscope.path, sign, date, isPremium ? 'premium' : 'free'],
    queryFn: () => api(endpoints.horoscope, { sign, date }),
    enabled: sign !== null,
  });
  useFailureToast(query.errorUpdatedAt, TOASTS.horoscopeFailed.title, TOASTS.horoscopeFailed.description);
  return query;
}

/**
 * The affirmation for the current mood, fetched once per dashboard visit: the answer is dropped
 * when the dashboard closes, so the next visit asks again (premium members then get a fresh one).
 */
export function useAffirmation(mood: AffirmationMood) {
  const query = useQuery({
    queryKey: [endpoints.affirmation.path, mood],
    queryFn: () => api(endpoints.affirmation, { mood }),
    gcTime: 0,
  });
  useFailureToast(query.errorUpdatedAt, TOASTS.affirmationFailed.title, TOASTS.affirmationFailed.description);
  return query;
}
