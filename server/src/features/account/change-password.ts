import { PASSWORD_CHANGED_MESSAGE, SIGNED_OUT_OTHERS_MESSAGE } from '@contract/account';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { retireTokens } from '../../db/account-tokens';
import { sessions, users } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../auth';
import { confirmCurrentPassword } from './check-password';

/** Ends every session of the member but the one making this request; answers how many ended. */
async function endOtherSessions(ctx: AppContext, options: { member: Member }): Promise<number> {
  const ended = await ctx.db
    .delete(sessions)
    .where(and(eq(sessions.userId, options.member.user.id), ne(sessions.tokenHash, options.member.tokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function signOutOtherDevices(ctx: AppContext, options: { member: Member }) {
  return { message: SIGNED_OUT_OTHERS_MESSAGE, ended: await endOtherSessions(ctx, options) };
}

/** A new password, the current one given: other devices are signed out and reset links retired. */
export async function changePassword(
  ctx: AppContext,
  options: { member: Member; currentPassword: string; newPassword: string },
) {
  const { member } = options;
  await confirmCurrentPassword(ctx, { userId: member.user.id, password: options.currentPassword });
  if (await isCommonPassword(options.newPassword)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(options.newPassword);
  const now = ctx.now();
  await ctx.db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, member.user.id));
  await endOtherSessions(ctx, { member });
  await retireTokens(ctx.db, { userId: member.user.id, purpose: 'reset', now });
  return { message: PASSWORD_CHANGED_MESSAGE };
}
