import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { retireEmailChangeLinks } from './request-email-change';

/**
 * 'Cancel change': the address waiting for its link is forgotten and the link already mailed to it
 * stops working, so a mistyped address's owner cannot take the account. Nothing waiting: no change.
 */
export async function cancelEmailChange(ctx: AppContext, options: { userId: number }) {
  const now = ctx.now();
  const [user] = await ctx.db.transaction(async (tx) => {
    await retireEmailChangeLinks(tx, { userId: options.userId, now });
    return tx.update(users).set({ pendingEmail: null, updatedAt: now }).where(eq(users.id, options.userId)).returning();
  });
  // The account was deleted meanwhile.
  if (!user) throw unauthorized();
  return user;
}
