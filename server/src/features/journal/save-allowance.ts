import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { assertWithinLimit, recordHit } from '../../lib/rate-limit';

/** Fair use of saving: saves (of any kind, repeats included) per member per hour. */
export const SAVES_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

/**
 * Counts one save and refuses it with a 429 past the hourly allowance. The count is one atomic
 * upsert (recordHit), so parallel saves cannot slip past the limit together; the refusal then
 * names when the window ends.
 */
export async function countSave(ctx: AppContext, options: { userId: number }): Promise<void> {
  const now = ctx.now();
  const key = `journal-save:${options.userId}`;
  const rule = { limit: SAVES_PER_HOUR, windowMs: HOUR_MS };
  if ((await recordHit(ctx.db, key, rule, now)) <= SAVES_PER_HOUR) return;
  await assertWithinLimit(ctx.db, key, rule, now, 'saves');
  throw new AppError('TOO_MANY_REQUESTS', 'Too many saves. Please try again later.');
}
