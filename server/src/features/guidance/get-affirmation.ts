import { and, desc, eq, sql } from 'drizzle-orm';
import type { Affirmation, AffirmationRequest } from '../../../../contract/guidance';
import type { AffirmationMood } from '../../../../contract/moods';
import type { AppContext } from '../../context';
import { affirmationHistory, users } from '../../db/schema';
import type { Member } from '../../plugins/auth';
import { dailyAffirmation, freshAffirmation } from './affirmation-picker';

/** How many of a premium member's latest affirmations for a mood may not come back. */
export const RECENT_AFFIRMATIONS = 10;

export interface GetAffirmationOptions {
  member: Member;
  input: AffirmationRequest;
}

/**
 * An affirmation for the member's mood. Free members read one per mood per UTC day (the same on
 * every call that day); premium members get a new one on each call, never one of their last ten
 * for that mood. Either way it is recorded in affirmation_history, so a member who upgrades does
 * not meet today's line again straight away.
 */
export async function getAffirmation(ctx: AppContext, { member, input }: GetAffirmationOptions): Promise<Affirmation> {
  const { mood } = input;
  const text = member.isPremium
    ? await nextFreshAffirmation(ctx, member.user.id, mood)
    : await recordDailyAffirmation(ctx, member.user.id, mood);
  return { text, mood };
}

async function recordDailyAffirmation(ctx: AppContext, userId: number, mood: AffirmationMood): Promise<string> {
  const now = ctx.now();
  const date = now.toISOString().slice(0, 10);
  const text = dailyAffirmation({ mood, date, memberKey: String(userId) });
  const dayStart = `${date}T00:00:00.000Z`;
  // One statement that records the line only on its first showing today; a rare double row from
  // two simultaneous first calls is harmless (it only repeats a text in the history).
  await ctx.db.execute(sql`
    insert into ${affirmationHistory} (user_id, mood, text, created_at)
    select ${userId}, ${mood}, ${text}, ${now.toISOString()}
    where not exists (
      select 1 from ${affirmationHistory}
      where ${affirmationHistory.userId} = ${userId}
        and ${affirmationHistory.mood} = ${mood}
        and ${affirmationHistory.text} = ${text}
        and ${affirmationHistory.createdAt} >= ${dayStart}
    )`);
  return text;
}

async function nextFreshAffirmation(ctx: AppContext, userId: number, mood: AffirmationMood): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    // Holding the member's row makes two quick calls (a double tap) take turns, so the second sees
    // the first's line among the recent ones instead of possibly drawing the same.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const recent = await tx
      .select({ text: affirmationHistory.text })
      .from(affirmationHistory)
      .where(and(eq(affirmationHistory.userId, userId), eq(affirmationHistory.mood, mood)))
      .orderBy(desc(affirmationHistory.createdAt), desc(affirmationHistory.id))
      .limit(RECENT_AFFIRMATIONS);
    const text = freshAffirmation({ mood, recent: recent.map((row) => row.text), random: Math.random });
    await tx.insert(affirmationHistory).values({ userId, mood, text, createdAt: ctx.now() });
    return text;
  });
}
