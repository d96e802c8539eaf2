import type { Language } from '@contract/languages';
import type { AffirmationMood } from '@contract/moods';
import { type Random, seededRandom, shuffled } from '../../lib/seeded-random';
import { AFFIRMATIONS_BY_LANGUAGE } from './affirmation-corpus';
import { dayNumber, modulo } from './horoscope-days';

interface DailyAffirmationOptions {
  mood: AffirmationMood;
  /** The member's 'YYYY-MM-DD' day. */
  date: string;
  /** Anything stable and unique per member (their id), so members do not all read the same line. */
  memberKey: string;
  /** The language of the line, English by default; the same day and mood pick the same place in either list. */
  language?: Language;
}

/**
 * The free tier's affirmation for a mood and day: the same all day for one member, and different
 * from one day to the next. Each member walks the mood's list in a shuffled order, a new order each
 * cycle, so nothing comes back until the whole list has been read.
 */
export function dailyAffirmation({ mood, date, memberKey, language = 'en' }: DailyAffirmationOptions): string {
  const texts = AFFIRMATIONS_BY_LANGUAGE[language][mood];
  const day = dayNumber(date);
  const cycle = Math.floor(day / texts.length);
  const order = cycleOrder(texts.length, mood, memberKey, cycle);
  const previousLast = cycleOrder(texts.length, mood, memberKey, cycle - 1).at(-1);
  // Two shuffles may put the same item at the end of one cycle and the start of the next;
  // swapping the first two keeps yesterday's line from being today's.
  if (order[0] === previousLast) [order[0], order[1]] = [order[1] as number, order[0] as number];
  return texts[order[modulo(day, texts.length)] as number] as string;
}

function cycleOrder(length: number, mood: AffirmationMood, memberKey: string, cycle: number): number[] {
  const indices = Array.from({ length }, (_, index) => index);
  return shuffled(seededRandom('affirmation', mood, memberKey, String(cycle)), indices);
}

/**
 * The mood's affirmations in a random order: the first one not among the member's recent ones is
 * their fresh affirmation (as likely as any other unseen one), and the first of all when every one
 * is recent. Drawn before the database is asked, which then takes the first unseen in one statement.
 */
export function affirmationCandidates(mood: AffirmationMood, random: Random, language: Language = 'en'): string[] {
  return shuffled(random, AFFIRMATIONS_BY_LANGUAGE[language][mood]);
}
