import type { User } from '@contract/auth';
import { localIsoDate } from '@contract/dates';
import type { Affirmation, Horoscope } from '@contract/guidance';
import { type AffirmationMood, affirmationMoodOf } from '@contract/mood-names';
import { type ZodiacSign, zodiacSignFor } from '@contract/zodiac-signs';
import type { QueryClient } from '@tanstack/react-query';
import { readCurrentMood } from '@/features/moods';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { shellSession } from '@/session/shell-session';

// The dashboard's two requests, described once so the page and the start-up share them. This
// module stays free of zod and of the page's code: the start-up imports it before either loads.

/** Where the day's horoscope is kept in the browser: one entry, replaced the next day. */
const HOROSCOPE_STORE_KEY = 'telve-horoscope';

type Tier = 'premium' | 'free';

function horoscopeKey(sign: ZodiacSign | null, date: string, tier: Tier) {
  return [endpoints.horoscope.path, sign, date, tier] as const;
}

/** The stored horoscope when it is this member's, for this sign, day and tier. */
function storedHoroscope(id: string): Horoscope | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(HOROSCOPE_STORE_KEY) ?? 'null') as {
      id: string;
      horoscope: Horoscope;
    } | null;
    // One kept from before horoscopes had a headline is asked for again.
    return stored?.id === id && typeof stored.horoscope?.headline === 'string' ? stored.horoscope : undefined;
  } catch {
    return undefined;
  }
}

function storeHoroscope(id: string, horoscope: Horoscope): void {
  try {
    localStorage.setItem(HOROSCOPE_STORE_KEY, JSON.stringify({ id, horoscope }));
  } catch {
    // storage full or blocked: the next visit asks the server again
  }
}

/** Forgets the stored horoscope (signing out: premium insights follow the member's intentions). */
export function forgetStoredHoroscope(): void {
  try {
    localStorage.removeItem(HOROSCOPE_STORE_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * The horoscope the server painted into this page's shell, when it is for this sign, day and tier
 * (premium answers carry insights): the page keeps it rather than asking again.
 */
function shellHoroscope(sign: ZodiacSign, date: string, tier: Tier): Horoscope | undefined {
  const horoscope = shellSession()?.horoscope;
  if (!horoscope || horoscope.sign !== sign || horoscope.date !== date) return undefined;
  return (horoscope.insights !== undefined) === (tier === 'premium') ? horoscope : undefined;
}

/**
 * Today's horoscope for a member: the same text all day, so the answer is kept in the browser and
 * a second visit that day paints it at once. Nothing is asked while the sign is unknown. `date` is
 * the member's today (the browser's unless given).
 */
export function horoscopeQuery(
  userId: number | undefined,
  sign: ZodiacSign | null,
  isPremium: boolean,
  date = localIsoDate(),
) {
  const tier: Tier = isPremium ? 'premium' : 'free';
  const id = JSON.stringify([userId, sign, date, tier]);
  return {
    queryKey: horoscopeKey(sign, date, tier),
    queryFn: async () => {
      const horoscope = await api(endpoints.horoscope, { sign, date });
      storeHoroscope(id, horoscope);
      return horoscope;
    },
    initialData: () => {
      if (!sign) return undefined;
      // The one the page was painted with comes first; it is kept for the day like any other.
      const painted = shellHoroscope(sign, date, tier);
      if (painted) storeHoroscope(id, painted);
      return painted ?? storedHoroscope(id);
    },
    enabled: sign !== null,
  };
}

let shellAffirmationShown = false;

/**
 * The affirmation the server painted into this page's shell, when it is for this mood: the first
 * visit keeps it (it was shown and recorded already); every later visit asks for its own. It stays
 * on offer until the first dashboard is on screen (markShellAffirmationShown): a takeover that
 * renders the page more than once, its first try set aside, still finds it.
 */
function shellAffirmation(mood: AffirmationMood): Affirmation | undefined {
  if (shellAffirmationShown) return undefined;
  const painted = shellSession()?.affirmation;
  return painted?.mood === mood ? painted : undefined;
}

/** Called once the dashboard is on screen: from then on each visit asks for its own affirmation. */
export function markShellAffirmationShown(): void {
  shellAffirmationShown = true;
}

/** The affirmation for a mood, asked once per dashboard visit (the painted one on the first). */
export function affirmationQuery(mood: AffirmationMood) {
  return {
    queryKey: [endpoints.affirmation.path, mood] as const,
    queryFn: () => api(endpoints.affirmation, { mood }),
    initialData: () => shellAffirmation(mood),
  };
}

/** The mood the dashboard's affirmation is for: the one picked this session, else Happy. */
export function dashboardMood(): AffirmationMood {
  return affirmationMoodOf(readCurrentMood());
}

const startedAt: { horoscope?: number; affirmation?: number } = {};

/**
 * When startDailyGuidance() sent a request, answered once (to the page that then opens): a failure
 * since then belongs to that visit.
 */
export function takeGuidanceStart(kind: 'horoscope' | 'affirmation'): number | undefined {
  const at = startedAt[kind];
  startedAt[kind] = undefined;
  return at;
}

/**
 * Sends the dashboard's requests as soon as the member is known, in parallel with the page's code,
 * rather than after it has loaded and rendered; resolves when both have answered (or failed).
 */
export function startDailyGuidance(queryClient: QueryClient, user: User): Promise<unknown> {
  const now = Date.now();
  const sign = user.dateOfBirth ? zodiacSignFor(user.dateOfBirth) : null;
  const horoscope = horoscopeQuery(user.id, sign, user.isPremium);
  const requests: Promise<unknown>[] = [];
  if (horoscope.enabled) {
    startedAt.horoscope = now;
    requests.push(queryClient.prefetchQuery(horoscope));
  }
  startedAt.affirmation = now;
  // Kept long enough for the page to take it; the page's own gcTime of 0 applies from then on.
  requests.push(queryClient.prefetchQuery({ ...affirmationQuery(dashboardMood()), gcTime: 60_000 }));
  return Promise.all(requests);
}
