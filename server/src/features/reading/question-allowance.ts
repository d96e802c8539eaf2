import type { AppContext } from '../../context';
import { type RateLimitRule, type Reservation, tooManyRequests, tryTakeHit } from '../../db/rate-limit';
import { inEveryLanguage } from '../../lib/app-error';
import { REFUSAL_WORDS } from '../../lib/refusal-words';

/** Fair use of the ask chat: questions per member per UTC day. */
const DAILY_QUESTION_LIMIT = 200;
const DAILY_QUESTIONS: RateLimitRule = { limit: DAILY_QUESTION_LIMIT, windowMs: 86_400_000, utcDay: true };

/**
 * Counts one question against the member's allowance for the UTC day, or throws a 429 naming when
 * to try again. Counted in one statement before the answer is written, so parallel questions cannot
 * pass the limit together (docs/decisions/0006-rate-limits.md).
 */
export async function takeQuestionAllowance(ctx: AppContext, options: { userId: number }): Promise<Reservation> {
  // Counted here rather than on the route (contract/fair-use.ts): the allowance is a UTC day's, a question the
  // care rules answer is never counted, and one refused a stream gives its count back.
  const result = await tryTakeHit(ctx.database, `ask:${options.userId}`, DAILY_QUESTIONS, ctx.now());
  if (result.granted) return result.reservation;
  const seconds = result.retryAfterSeconds;
  throw tooManyRequests(
    seconds,
    inEveryLanguage((language) => REFUSAL_WORDS[language].dailyQuestions(DAILY_QUESTION_LIMIT, seconds)),
  );
}
