import type { Mood } from '@contract/moods';
import type { MoodEntry } from '@contract/moods-api';
import { desc, eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { type MoodRow, moods } from '../../db/schema';

const presentMood = (row: MoodRow): MoodEntry => ({
  id: row.id,
  mood: row.mood,
  createdAt: row.createdAt.toISOString(),
});

/** Stores the mood the member picked now. */
export async function recordMood(ctx: AppContext, options: { member: Member; mood: Mood }): Promise<MoodEntry> {
  const [row] = await ctx.db
    .insert(moods)
    .values({ userId: options.member.user.id, mood: options.mood, createdAt: ctx.now() })
    .returning();
  if (!row) throw new Error('mood insert returned nothing');
  return presentMood(row);
}

/** The member's latest moods, newest first. */
export async function listMoods(ctx: AppContext, options: { member: Member; limit?: number }): Promise<MoodEntry[]> {
  const rows = await ctx.db
    .select()
    .from(moods)
    .where(eq(moods.userId, options.member.user.id))
    .orderBy(desc(moods.createdAt), desc(moods.id))
    .limit(options.limit ?? 100);
  return rows.map(presentMood);
}
