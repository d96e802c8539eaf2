import type { AppContext } from '../../context';
import { takeHit } from '../../db/rate-limit';

/** Fair use of saving: saves (of any kind, repeats included) per member per hour. */
const SAVES_PER_HOUR = 300;
const HOUR_MS = 3_600_000;

/**
 * Counts one save, or refuses it with a 429 naming when the hour ends. Counted in one statement
 * before the save (takeHit), so parallel saves cannot slip past the limit together.
 */
export async function countSave(ctx: AppContext, options: { userId: number }): Promise<void> {
  await takeHit(
    ctx.database,
    `journal-save:${options.userId}`,
    { limit: SAVES_PER_HOUR, windowMs: HOUR_MS },
    ctx.now(),
    'saves',
  );
}
