import { LINK_INVALID_MESSAGE } from '@contract/account';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { redeemToken, retireTokens } from '../../db/account-tokens';
import { sessions, users } from '../../db/schema';
import { createSession } from '../../db/sessions';
import { badRequest } from '../../lib/app-error';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../auth';

/**
 * Sets a new password from a reset link: the link is redeemed once, every session of the account
 * ends, and a fresh one signs the member in. Opening the mailed link also proves the address.
 */
export async function resetPassword(
  ctx: AppContext,
  options: { token: string; password: string; browser?: string | null },
) {
  const now = ctx.now();
  // Checked before the link is redeemed, so a refused password does not use it up.
  if (await isCommonPassword(options.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(options.password);
  return ctx.db.transaction(async (tx) => {
    const link = await redeemToken(tx, { purposes: ['reset'], token: options.token, now });
    if (!link) throw badRequest(LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`case when ${users.email} = ${link.email} then coalesce(${users.emailVerifiedAt}, ${now}) else ${users.emailVerifiedAt} end`,
        updatedAt: now,
      })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user) throw badRequest(LINK_INVALID_MESSAGE);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await retireTokens(tx, { userId: user.id, purpose: 'reset', now });
    const token = await createSession(tx, user.id, now, options.browser);
    return { user, token };
  });
}
