import { ALREADY_VERIFIED_MESSAGE, VERIFICATION_SENT_MESSAGE } from '@contract/account';
import type { AppContext, MemberUser } from '../../context';
import { issueToken } from '../../db/account-tokens';
import { takeHit } from '../../db/rate-limit';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { verifyEmailMail } from '../../mail/messages';
import { ACCOUNT_MAILS_PER_MEMBER, accountMailsKey } from './limits';
import { linkTo } from './links';

/** Mails a link that proves the member's current address (after registration, and on request). */
export async function sendVerificationMail(ctx: AppContext, user: Pick<UserRow, 'id' | 'email' | 'firstName'>) {
  const token = await issueToken(ctx.db, { purpose: 'verify', userId: user.id, email: user.email, now: ctx.now() });
  ctx.mail.send(verifyEmailMail({ to: user.email, name: user.firstName, url: linkTo(ctx, '/verify-email', token) }));
}

/** The profile's "send the link again", counted against the member's mail allowance. */
export async function resendVerification(ctx: AppContext, options: { user: MemberUser }) {
  if (options.user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await takeHit(ctx.database, accountMailsKey(options.user.id), ACCOUNT_MAILS_PER_MEMBER, ctx.now(), 'emails');
  await sendVerificationMail(ctx, options.user);
  return { message: VERIFICATION_SENT_MESSAGE };
}
