import type { AppContext } from '../../context';
import { issueToken } from '../../db/account-tokens';
import type { UserRow } from '../../db/schema';
import { linkTo } from '../../mail/links';
import { verifyEmailMail } from '../../mail/messages';

/** Mails a link that proves the member's current address (after registration, and on request). */
export async function sendVerificationMail(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
) {
  const token = await issueToken(ctx.db, { purpose: 'verify', userId: user.id, email: user.email, now: ctx.now() });
  ctx.mail.send(
    verifyEmailMail({
      to: user.email,
      name: user.firstName,
      language: user.language,
      url: linkTo(ctx.config, '/verify-email', token),
    }),
  );
}
