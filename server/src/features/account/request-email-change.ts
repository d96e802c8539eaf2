import { and, eq, ne } from 'drizzle-orm';
import type { AppContext, MemberUser } from '../../context';
import { issueToken, retireTokens } from '../../db/account-tokens';
import type { Db } from '../../db/client';
import { takeHit } from '../../db/rate-limit';
import { users } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { linkTo } from '../../mail/links';
import { confirmNewEmailMail, emailChangeNoticeMail } from '../../mail/messages';
import { EMAIL_TAKEN_MESSAGE } from '../auth';
import { ACCOUNT_MAILS_PER_MEMBER, accountMailsKey } from './limits';

/**
 * What the address given in the profile asks for: the current one while a change waits calls it
 * off; the address already waiting (or the current one, with none waiting) changes nothing; any
 * other is a new change, which replaces a waiting one.
 */
type EmailEdit = { kind: 'keep' } | { kind: 'cancel' } | { kind: 'change'; email: string };

export function emailEditOf(user: Pick<MemberUser, 'email' | 'pendingEmail'>, given: string): EmailEdit {
  const email = given.toLowerCase();
  if (email === user.email) return user.pendingEmail ? { kind: 'cancel' } : { kind: 'keep' };
  if (email === user.pendingEmail) return { kind: 'keep' };
  return { kind: 'change', email };
}

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
  // Counted here rather than on the route (contract/fair-use.ts): only a new address sends mail and counts; a
  // profile save that keeps the address does not.
  await takeHit(ctx.database, accountMailsKey(user.id), ACCOUNT_MAILS_PER_MEMBER, ctx.now(), 'email changes');
}

/**
 * Retires every change link already mailed, in the transaction that then writes the account row
 * (links first, then the account: the order verify-email locks them in, so the two never deadlock).
 */
export async function retireEmailChangeLinks(tx: Db, options: { userId: number; now: Date }) {
  await retireTokens(tx, { userId: options.userId, purpose: 'change', now: options.now });
}

/** The link proving a new address, issued in the transaction that stores it as pending. */
export function issueEmailChangeLink(tx: Db, options: { userId: number; email: string; now: Date }) {
  return issueToken(tx, { purpose: 'change', ...options });
}

/**
 * Once the new address is stored as pending (the account keeps its proven one): the link to confirm
 * it goes to the new address, and the current address is told of the request.
 */
export function sendEmailChangeMails(
  ctx: AppContext,
  options: { user: Pick<MemberUser, 'email' | 'firstName' | 'language'>; email: string; token: string },
) {
  const { user, email } = options;
  const url = linkTo(ctx.config, '/verify-email', options.token);
  ctx.mail.send(confirmNewEmailMail({ to: email, name: user.firstName, language: user.language, url }));
  ctx.mail.send(
    emailChangeNoticeMail({ to: user.email, name: user.firstName, language: user.language, newEmail: email }),
  );
}
