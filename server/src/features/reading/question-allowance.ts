import { and, count, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readingQuestions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Fair use of the ask chat: questions per member per UTC day. */
export const DAILY_QUESTION_LIMIT = 200;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Throws a 429 naming when to try again once the member has asked DAILY_QUESTION_LIMIT questions
 * since midnight UTC. Counted from reading_questions itself, so every app process agrees; two
 * questions racing at the limit may both pass, which a fair-use limit can afford.
 */
export async function assertQuestionAllowance(ctx: AppContext, options: { userId: number }): Promise<void> {
  const now = ctx.now();
  const dayStart = startOfUtcDay(now);
  const [row] = await ctx.db
    .select({ asked: count() })
    .from(readingQuestions)
    .where(and(eq(readingQuestions.userId, options.userId), gte(readingQuestions.createdAt, dayStart)));
  if ((row?.asked ?? 0) < DAILY_QUESTION_LIMIT) return;
  const seconds = Math.max(1, Math.ceil((dayStart.getTime() + 86_400_000 - now.getTime()) / 1000));
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `You have asked ${DAILY_QUESTION_LIMIT} questions today, the daily fair-use limit. ` +
      `Please try again in ${waitText(seconds)}.`,
    { 'retry-after': String(seconds) },
  );
}
