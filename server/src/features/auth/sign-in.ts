import { eq } from 'drizzle-orm';
import type { Login } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { subscriptions, users } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { assertWithinLimit, clearHits, recordHit } from '../../lib/rate-limit';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, loginAccountKey, loginIpKey } from './limits';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { createSession } from './sessions';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/**
 * Checks the password and opens a fresh session (a new token at every sign-in, so a planted
 * cookie is never promoted). The same message and work whether or not the email exists.
 */
export async function signIn(ctx: AppContext, options: { input: Login; ip: string }) {
  const email = options.input.email.toLowerCase();
  const now = ctx.now();
  const accountKey = loginAccountKey(email);
  const ipKey = loginIpKey(options.ip);
  await assertWithinLimit(ctx.db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, now, 'failed sign-in attempts');
  await assertWithinLimit(ctx.db, ipKey, LOGIN_FAILURES_PER_IP, now, 'failed sign-in attempts');

  const [row] = await ctx.db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.email, email));
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyPasswordHash()), options.input.password);
  if (!row || !valid) {
    await recordHit(ctx.db, accountKey, LOGIN_FAILURES_PER_ACCOUNT, now);
    await recordHit(ctx.db, ipKey, LOGIN_FAILURES_PER_IP, now);
    throw unauthorized(INVALID_LOGIN_MESSAGE);
  }
  await clearHits(ctx.db, accountKey);
  const token = await createSession(ctx.db, row.user.id, now);
  return { user: row.user, subscription: row.subscription, token };
}
