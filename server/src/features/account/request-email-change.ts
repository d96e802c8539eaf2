import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { takeHit } from '../../lib/rate-limit';
import { confirmNewEmailMail, emailChangeNoticeMail } from '../../mail/messages';
import type { MemberUser } from '../auth/member';
import { EMAIL_TAKEN_MESSAGE } from '../auth/register-member';
import { ACCOUNT_MAILS_PER_MEMBER, accountMailsKey } from './limits';
import { linkTo } from './links';
import { issueToken } from './tokens';

/**
 * Before a new address is stored as pending: it must not be another account's, and each request
 * sends mail, so it counts against the member's mail allowance.
 */
export async function admitEmailChange(ctx: AppContext, options: { user: MemberUser; email: string }) {
  const { user, email } = options;
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)));
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  await takeHit(ctx.database, accountMailsKey(user.id), ACCOUNT_MAILS_PER_MEMBER, ctx.now(), 'email changes');
}

/**
 * Once the new address is stored as pending (the account keeps its proven one): a link to confirm
 * it goes to the new address, and the current address is told of the request.
 */
export async function sendEmailChangeMails(ctx: AppContext, options: { user: MemberUser; email: string }) {
  const { user, email } = options;
  const now = ctx.now();
  const token = await issueToken(ctx.db, { purpose: 'change', userId: user.id, email, now });
  ctx.mail.send(confirmNewEmailMail({ to: email, name: user.firstName, url: linkTo(ctx, '/verify-email', token) }));
  ctx.mail.send(emailChangeNoticeMail({ to: user.email, name: user.firstName, newEmail: email }));
}
