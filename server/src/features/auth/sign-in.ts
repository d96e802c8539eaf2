import type { Login } from '@contract/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscriptions, users } from '../../db/schema';
import { createSessionForPassword } from '../../db/sessions';
import { unauthorized } from '../../lib/app-error';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { startSignInAttempt } from './sign-in-attempt';

const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/**
 * Checks the password and opens a fresh session (a new token at every sign-in, so a planted
 * cookie is never promoted). The same message and work whether or not the email exists. The
 * attempt is counted before the password is checked, and given back when it was right. The session
 * is opened only if the password checked is still the account's (createSessionForPassword).
 */
export async function signIn(ctx: AppContext, options: { input: Login; ip: string; browser?: string | null }) {
  const email = options.input.email.toLowerCase();
  const attempt = await startSignInAttempt(ctx, { email, ip: options.ip });

  const [row] = await ctx.db
    .select({ user: users, subscription: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.email, email));
  const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyPasswordHash()), options.input.password);
  if (!row || !valid) throw unauthorized(INVALID_LOGIN_MESSAGE);
  const { id: userId, passwordHash } = row.user;
  const token = await createSessionForPassword(ctx.db, {
    userId,
    passwordHash,
    now: ctx.now(),
    browser: options.browser,
  });
  // The password was changed (or the account deleted) while it was being checked: it is no longer right.
  if (!token) throw unauthorized(INVALID_LOGIN_MESSAGE);
  await attempt.succeeded();
  return { user: row.user, subscription: row.subscription, token };
}
