import { z } from 'zod';
import { endpoint } from './endpoint';
import { MoodRecordSchema } from './moods';
import { ROUTES } from './routes';

const MoodEntrySchema = z.object({ id: z.number(), mood: z.string(), createdAt: z.string() });
export type MoodEntry = z.infer<typeof MoodEntrySchema>;

export const moodEndpoints = {
  /** `userId` in the body is ignored: the session's member is the one whose mood this is. */
  recordMood: endpoint({ ...ROUTES.recordMood, body: MoodRecordSchema, response: MoodEntrySchema, status: 201 }),
  /** The member's latest moods, newest first. */
  listMoods: endpoint({ ...ROUTES.listMoods, response: z.array(MoodEntrySchema) }),
};
