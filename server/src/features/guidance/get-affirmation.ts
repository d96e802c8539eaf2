import type { Affirmation, AffirmationRequest } from '@contract/guidance';
import type { AffirmationMood } from '@contract/moods';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { affirmationHistory, users } from '../../db/schema';
import type { Member } from '../../plugins/auth';
import { affirmationCandidates, dailyAffirmation } from './affirmation-picker';

/** How many of a premium member's latest affirmations for a mood may not come back. */
const RECENT_AFFIRMATIONS = 10;

interface GetAffirmationOptions {
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

/**
 * A premium member's fresh affirmation, recorded in one statement: the first of the shuffled
 * candidates that is not among the member's last ten for the mood. The draw is made before the
 * database is asked. On PGlite that statement is the whole of it: the engine runs one statement at
 * a time, so two calls cannot both read the same last ten. On PostgreSQL two connections can, so a
 * short transaction first holds the member's row (a double tap's calls then take turns) and only
 * then runs the statement, which, started after the lock was granted, sees the line the previous
 * holder recorded (a lock taken inside the same statement would leave it reading from before).
 */
async function nextFreshAffirmation(ctx: AppContext, userId: number, mood: AffirmationMood): Promise<string> {
  const candidates = affirmationCandidates(mood, Math.random);
  const record = async (db: Db) => {
    const result = await db.execute(sql`
      insert into ${affirmationHistory} (user_id, mood, text, created_at)
      select ${userId}, ${mood}, coalesce(
        (select candidate.text
          from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) with ordinality as candidate(text, position)
          where candidate.text not in (
            select recent.text from ${affirmationHistory} recent
            where recent.user_id = ${userId} and recent.mood = ${mood}
            order by recent.created_at desc, recent.id desc
            limit ${RECENT_AFFIRMATIONS})
          order by candidate.position
          limit 1),
        ${candidates[0]}), ${ctx.now().toISOString()}
      returning text`);
    // Both drivers (PGlite and node-postgres) answer an execute with its rows.
    const [row] = (result as unknown as { rows: { text: string }[] }).rows;
    if (!row) throw new Error('affirmation insert returned nothing');
    return row.text;
  };
  if (ctx.database.kind === 'pglite') return record(ctx.db);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    return record(tx);
  });
}
