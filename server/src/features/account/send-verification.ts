import { ALREADY_VERIFIED_MESSAGE, VERIFICATION_SENT_MESSAGE } from '@contract/account';
import type { AppContext, MemberUser } from '../../context';
import { takeHit } from '../../db/rate-limit';
import { conflict } from '../../lib/app-error';
import { sendVerificationMail } from '../auth';
import { ACCOUNT_MAILS_PER_MEMBER, accountMailsKey } from './limits';

/** The profile's "send the link again", counted against the member's mail allowance. */
export async function resendVerification(ctx: AppContext, options: { user: MemberUser }) {
  if (options.user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED_MESSAGE);
  // Counted here rather than on the route (contract/fair-use.ts): the mail allowance is shared with email
  // changes, which count only when a mail goes out.
  await takeHit(ctx.database, accountMailsKey(options.user.id), ACCOUNT_MAILS_PER_MEMBER, ctx.now(), 'emails');
  await sendVerificationMail(ctx, options.user);
  return { message: VERIFICATION_SENT_MESSAGE };
}
