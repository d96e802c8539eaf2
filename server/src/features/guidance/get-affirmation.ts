import type { Affirmation, AffirmationRequest } from '@contract/guidance';
import type { Language } from '@contract/languages';
import type { AffirmationMood } from '@contract/moods';
import type { AppContext, Member } from '../../context';
import { recordDailyAffirmation } from '../../db/statements/record-daily-affirmation';
import { recordFreshAffirmation } from '../../db/statements/record-fresh-affirmation';
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
    ? await nextFreshAffirmation(ctx, member.user.id, mood, member.user.language)
    : await showDailyAffirmation(ctx, member.user.id, mood, member.user.language);
  return { text, mood };
}

/** A free member's line for the mood today, recorded in the history on its first showing that day. */
async function showDailyAffirmation(
  ctx: AppContext,
  userId: number,
  mood: AffirmationMood,
  language: Language,
): Promise<string> {
  const now = ctx.now();
  const date = now.toISOString().slice(0, 10);
  const text = dailyAffirmation({ mood, date, memberKey: String(userId), language });
  await recordDailyAffirmation(ctx.database, { userId, mood, text, now, dayStart: new Date(`${date}T00:00:00.000Z`) });
  return text;
}

/**
 * A premium member's fresh affirmation, recorded in one go: the first of the shuffled candidates
 * that is not among the member's last ten for the mood. The draw is made before the database is
 * asked; db/statements/record-fresh-affirmation.ts keeps two simultaneous calls from drawing alike.
 */
function nextFreshAffirmation(
  ctx: AppContext,
  userId: number,
  mood: AffirmationMood,
  language: Language,
): Promise<string> {
  return recordFreshAffirmation(ctx.database, {
    userId,
    mood,
    candidates: affirmationCandidates(mood, Math.random, language),
    recentToAvoid: RECENT_AFFIRMATIONS,
    now: ctx.now(),
  });
}

/**
 * The affirmation the dashboard's shell is painted with: what POST /api/affirmation would answer
 * the member for the mood, recorded as shown in the same way.
 */
export function shellAffirmation(ctx: AppContext, member: Member, mood: AffirmationMood): Promise<Affirmation> {
  return getAffirmation(ctx, { member, input: { mood } });
}
