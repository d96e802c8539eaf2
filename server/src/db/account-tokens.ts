import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from './client';
import { type AccountTokenRow, accountTokens } from './schema';
import { hashToken } from './sessions';

type TokenPurpose = 'reset' | 'verify' | 'change';

const MINUTE = 60 * 1000;
/** How long each kind of link works (docs/decisions/0015-account-care.md). */
const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: 30 * MINUTE,
  verify: 7 * 24 * 60 * MINUTE,
  change: 24 * 60 * MINUTE,
};

/** A new link token: 256 random bits for the mail, only their SHA-256 hash stored. */
export async function issueToken(
  db: Db,
  options: { purpose: TokenPurpose; userId: number; email: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    purpose: options.purpose,
    userId: options.userId,
    email: options.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(options.now.getTime() + TOKEN_LIFETIME_MS[options.purpose]),
    createdAt: options.now,
  });
  return token;
}

/**
 * Redeems a token in one statement: it is marked used only if it is unused and unexpired, and the
 * row lock makes this true for exactly one of any number of parallel uses. Null when it is not valid.
 */
export async function redeemToken(
  db: Db,
  options: { purposes: TokenPurpose[]; token: string; now: Date },
): Promise<AccountTokenRow | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(options.token)),
        inArray(accountTokens.purpose, options.purposes),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, options.now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Retires the member's other unused links of a purpose (a new password makes old reset links moot). */
export async function retireTokens(db: Db, options: { userId: number; purpose: TokenPurpose; now: Date }) {
  await db
    .update(accountTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(accountTokens.userId, options.userId),
        eq(accountTokens.purpose, options.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}
