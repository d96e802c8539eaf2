import { EMAIL_CHANGED_MESSAGE, EMAIL_VERIFIED_MESSAGE, LINK_INVALID_MESSAGE } from '@contract/account';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { redeemToken } from '../../db/account-tokens';
import { accountTokens, users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { EMAIL_TAKEN_MESSAGE } from '../auth';

/**
 * Opens a verification or change link. 'verify' proves the address the link was sent to, if it is
 * still the account's; 'change' makes the pending address the account's, proven, if it is still the
 * one asked for. Either way the link works once.
 */
export async function verifyEmail(ctx: AppContext, options: { token: string }) {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const link = await redeemToken(tx, { purposes: ['verify', 'change'], token: options.token, now });
      if (!link) throw badRequest(LINK_INVALID_MESSAGE);
      if (link.purpose === 'verify') {
        const [user] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
          .where(and(eq(users.id, link.userId), eq(users.email, link.email)))
          .returning({ email: users.email });
        if (!user) throw badRequest(LINK_INVALID_MESSAGE);
        return { message: EMAIL_VERIFIED_MESSAGE, email: user.email };
      }
      const [user] = await tx
        .update(users)
        .set({ email: link.email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, link.userId), eq(users.pendingEmail, link.email)))
        .returning({ email: users.email });
      if (!user) throw badRequest(LINK_INVALID_MESSAGE);
      // Links to the old address or to other asked-for addresses no longer mean anything.
      await tx
        .update(accountTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountTokens.userId, link.userId),
            inArray(accountTokens.purpose, ['verify', 'change', 'reset']),
            isNull(accountTokens.usedAt),
          ),
        );
      return { message: EMAIL_CHANGED_MESSAGE, email: user.email };
    });
  } catch (error) {
    // Another account took the address after the change was asked for.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
