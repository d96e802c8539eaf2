import { eq } from 'drizzle-orm';
import { RESET_REQUESTED_MESSAGE } from '../../../../contract/account';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { takeHit } from '../../lib/rate-limit';
import { passwordResetMail } from '../../mail/messages';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL, resetAddressKey, resetEmailKey } from './limits';
import { linkTo } from './links';
import { issueToken } from './tokens';

/**
 * Mails a 30-minute single-use link if an account uses the email. The answer is the same sentence
 * either way, and the limits count unknown addresses too, so the form reveals no accounts.
 */
export async function requestPasswordReset(ctx: AppContext, options: { email: string; ip: string }) {
  const email = options.email.toLowerCase();
  const now = ctx.now();
  await takeHit(ctx.database, resetAddressKey(options.ip), RESET_REQUESTS_PER_ADDRESS, now, 'password reset requests');
  await takeHit(ctx.database, resetEmailKey(email), RESET_REQUESTS_PER_EMAIL, now, 'password reset requests');
  const [user] = await ctx.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email));
  if (user) {
    const token = await issueToken(ctx.db, { purpose: 'reset', userId: user.id, email, now });
    ctx.mail.send(passwordResetMail({ to: email, name: user.firstName, url: linkTo(ctx, '/reset-password', token) }));
  }
  return { message: RESET_REQUESTED_MESSAGE };
}
