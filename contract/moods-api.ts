import { z } from 'zod';

export const MoodEntrySchema = z.object({ id: z.number(), mood: z.string(), createdAt: z.string() });
export type MoodEntry = z.infer<typeof MoodEntrySchema>;
