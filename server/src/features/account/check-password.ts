import { WRONG_PASSWORD_MESSAGE } from '@contract/account';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { takeHit } from '../../db/rate-limit';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { verifyPassword } from '../auth';
import { PASSWORD_CHECKS_PER_MEMBER, passwordChecksKey } from './limits';

/** The current password, asked again before a change that matters; counted so a stolen session cannot guess it. */
export async function confirmCurrentPassword(ctx: AppContext, options: { userId: number; password: string }) {
  // Counted here rather than on the route (contract/fair-use.ts): it counts passwords checked, and an account's
  // deletion checks one only once it holds the deletion claim.
  await takeHit(
    ctx.database,
    passwordChecksKey(options.userId),
    PASSWORD_CHECKS_PER_MEMBER,
    ctx.now(),
    'password attempts',
  );
  // The request's member never carries the hash: it is read here, for the one check that needs it.
  const [stored] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, options.userId));
  if (!stored || !(await verifyPassword(stored.hash, options.password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
}
