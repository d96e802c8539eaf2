import { z } from 'zod';
import { caseInsensitiveEnum } from './enums';
import { AFFIRMATION_MOODS, MOODS } from './mood-names';

// The mood names need no zod: the client's first paint uses them without it.
export * from './mood-names';

/** For request bodies: any letter case, answered as the canonical mood. */
const MoodInputSchema = caseInsensitiveEnum(MOODS, 'Please select a mood');

export const AffirmationMoodSchema = z.enum(AFFIRMATION_MOODS, { message: 'Unknown mood' });
export const AffirmationMoodInputSchema = caseInsensitiveEnum(AFFIRMATION_MOODS, 'Unknown mood');

export const MoodRecordSchema = z.object({ mood: MoodInputSchema, userId: z.unknown().optional() });
