import { eq } from 'drizzle-orm';
import type { Login } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { subscriptions, users } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { whileParentExists } from '../../lib/db-errors';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { startSignInAttempt } from './sign-in-attempt';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/**
 * Checks the password and opens a fresh session (a new token at every sign-in, so a planted
 * cookie is never promoted). The same message and work whether or not the email exists. The
 * attempt is counted before the password is checked, and given back when it was right.
 */
export async function signIn(ctx: AppContext, options: { input: Login; ip: string }) {
  const email = options.input.email.toLowerCase();
  const attempt = await startSignInAttempt(ctx, { email, ip: options.ip });

  const [row] = await ctx.db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.email, email));
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyPasswordHash()), options.input.password);
  if (!row || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  await attempt.succeeded();
  // An account deleted while its password was checked is one that does not exist: the same answer.
  const token = await whileParentExists(
    createSession(ctx.db, row.user.id, ctx.now()),
    unauthorized(INVALID_LOGIN_MESSAGE),
  );
  return { user: row.user, subscription: row.subscription, token };
}
