import type { AccountExport } from '@contract/account';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { accountTokens, sessions } from '../../db/schema';

/**
 * The export's devices and waiting email change (issue 29): what a session stores (its two times and
 * the browser it was opened in; no place is recorded) and the change links neither used, retired nor expired. Never a
 * token or its hash.
 */
export async function exportSignIns(
  ctx: AppContext,
  options: { member: Member },
): Promise<Pick<AccountExport, 'devices' | 'pendingEmailChanges'>> {
  const { db } = ctx;
  const userId = options.member.user.id;
  const [sessionRows, changeRows] = await Promise.all([
    db
      .select({
        tokenHash: sessions.tokenHash,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        browser: sessions.browser,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ email: accountTokens.email, createdAt: accountTokens.createdAt, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'change'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, ctx.now()),
        ),
      )
      .orderBy(asc(accountTokens.createdAt)),
  ]);
  return {
    devices: sessionRows.map((row) => ({
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      browser: row.browser,
      thisDevice: row.tokenHash === options.member.tokenHash,
    })),
    pendingEmailChanges: changeRows.map((row) => ({
      email: row.email,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
