/** The 14 moods of the first picker, in display order. */
export const MOODS = [
  'Happy',
  'Sad',
  'Motivated',
  'Angry',
  'Depressed',
  'Excited',
  'Calm',
  'Grateful',
  'Reflective',
  'Anxious',
  'Loved',
  'Hopeful',
  'Tired',
  'Unsure',
] as const;

/** The 12-mood picker shown after sign-in: the same list without Tired and Unsure. */
export const DAILY_MOODS = MOODS.filter((m) => m !== 'Tired' && m !== 'Unsure');
export type Mood = (typeof MOODS)[number];

/** Moods an affirmation may be asked for: the 14 moods plus 'Confident' (seen in the product's saved affirmations). */
export const AFFIRMATION_MOODS = [...MOODS, 'Confident'] as const;
export type AffirmationMood = (typeof AFFIRMATION_MOODS)[number];

/** The mood of a member who has not picked one this session. */
export const DEFAULT_AFFIRMATION_MOOD: AffirmationMood = 'Happy';

/** A stored mood name, kept when an affirmation may be asked for it; Happy otherwise. */
export function affirmationMoodOf(stored: string): AffirmationMood {
  return (AFFIRMATION_MOODS as readonly string[]).includes(stored)
    ? (stored as AffirmationMood)
    : DEFAULT_AFFIRMATION_MOOD;
}
