import { RESET_REQUESTED_MESSAGE } from '@contract/account';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { issueToken } from '../../db/account-tokens';
import { takeHit } from '../../db/rate-limit';
import { users } from '../../db/schema';
import { linkTo } from '../../mail/links';
import type { MailMessage } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/messages';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL, resetAddressKey, resetEmailKey } from './limits';

/**
 * Mails a 30-minute single-use link if an account uses the email. The answer is the same sentence
 * either way, the limits count unknown addresses too, and the request does the same work for both:
 * whether an account uses the address is looked up, and its link made and mailed, only once the
 * answer has gone (`answered`), so neither the answer nor its time reveals accounts (issue 29).
 */
export async function requestPasswordReset(
  ctx: AppContext,
  options: { email: string; ip: string; answered: Promise<void> },
) {
  const email = options.email.toLowerCase();
  const now = ctx.now();
  // Counted here rather than on the route (contract/fair-use.ts): two counts a request, one keyed by the email in the body.
  await takeHit(ctx.database, resetAddressKey(options.ip), RESET_REQUESTS_PER_ADDRESS, now, 'password reset requests');
  await takeHit(ctx.database, resetEmailKey(email), RESET_REQUESTS_PER_EMAIL, now, 'password reset requests');
  ctx.mail.sendAfter(options.answered, () => resetMailFor(ctx, { email, now }), 'password reset');
  return { message: RESET_REQUESTED_MESSAGE };
}

/** The reset mail for the account that uses the address, with a new link; null when none does. */
async function resetMailFor(ctx: AppContext, options: { email: string; now: Date }): Promise<MailMessage | null> {
  const { email, now } = options;
  const [user] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return null;
  const token = await issueToken(ctx.db, { purpose: 'reset', userId: user.id, email, now });
  return passwordResetMail({
    to: email,
    name: user.firstName,
    language: user.language,
    url: linkTo(ctx.config, '/reset-password', token),
  });
}
