import { z } from 'zod';
import { caseInsensitiveEnum } from './enums';

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

export const MoodSchema = z.enum(MOODS, { message: 'Please select a mood' });
/** For request bodies: any letter case, answered as the canonical mood. */
export const MoodInputSchema = caseInsensitiveEnum(MOODS, 'Please select a mood');
export type Mood = z.infer<typeof MoodSchema>;

/** Moods an affirmation may be asked for: the 14 moods plus 'Confident' (seen in the product's saved affirmations). */
export const AFFIRMATION_MOODS = [...MOODS, 'Confident'] as const;
export const AffirmationMoodSchema = z.enum(AFFIRMATION_MOODS, { message: 'Unknown mood' });
export const AffirmationMoodInputSchema = caseInsensitiveEnum(AFFIRMATION_MOODS, 'Unknown mood');
export type AffirmationMood = z.infer<typeof AffirmationMoodSchema>;

export const MoodRecordSchema = z.object({ mood: MoodInputSchema, userId: z.unknown().optional() });
export type MoodRecord = z.infer<typeof MoodRecordSchema>;
