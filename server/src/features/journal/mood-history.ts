import { MOOD_HISTORY_DAYS, type MoodHistory } from '@contract/journal';
import { and, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { moods } from '../../db/schema';

const DAY_MS = 86_400_000;
/** Picks listed at most; the counts always cover the whole window. */
const PICKS_SHOWN = 300;

/** The moods the member picked in the last 30 days (to the millisecond): how often each, and when. */
export async function listMoodHistory(ctx: AppContext, options: { userId: number }): Promise<MoodHistory> {
  const now = ctx.now();
  const since = new Date(now.getTime() - MOOD_HISTORY_DAYS * DAY_MS);
  const window = and(eq(moods.userId, options.userId), gt(moods.createdAt, since), lte(moods.createdAt, now));
  const [counts, picks] = await Promise.all([
    ctx.db
      .select({ mood: moods.mood, count: count() })
      .from(moods)
      .where(window)
      .groupBy(moods.mood)
      .orderBy(desc(count()), moods.mood),
    ctx.db
      .select({ mood: moods.mood, createdAt: moods.createdAt })
      .from(moods)
      .where(window)
      .orderBy(desc(moods.createdAt), desc(moods.id))
      .limit(PICKS_SHOWN),
  ]);
  return {
    since: since.toISOString(),
    counts,
    picks: picks.map((pick) => ({ mood: pick.mood, pickedAt: pick.createdAt.toISOString() })),
  };
}
