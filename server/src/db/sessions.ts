import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { sessions, users } from './schema';

/** docs/decisions/0005-sessions.md: 30 days idle, 90 days in all. */
const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** lastUsedAt is written at most this often, so most requests only read. */
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session: 256 random bits for the cookie, only their SHA-256 hash in the database. */
export async function createSession(db: Db, userId: number, now: Date, browser: string | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now, browser });
  return token;
}

/**
 * A new session for a sign-in, opened only if the account's password hash is still the one the
 * sign-in verified (issue 29). The statement share-locks the member's row: a new password committed
 * first leaves nothing to insert (argon2's salt makes every new hash differ, the same password too),
 * and one written after waits for this insert to commit, so its "end every session" sees this one.
 * Null when the password changed, or the account went, while the sign-in was verifying.
 */
export async function createSessionForPassword(
  db: Db,
  options: { userId: number; passwordHash: string; now: Date; browser?: string | null },
): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const at = sql<Date>`${options.now.toISOString()}::timestamptz`;
  const inserted = await db
    .insert(sessions)
    .select(
      db
        .select({
          tokenHash: sql<string>`${hashToken(token)}`.as('token_hash'),
          userId: users.id,
          createdAt: at.as('created_at'),
          lastUsedAt: at.as('last_used_at'),
          browser: sql<string | null>`${options.browser ?? null}::text`.as('browser'),
        })
        .from(users)
        .where(and(eq(users.id, options.userId), eq(users.passwordHash, options.passwordHash)))
        .for('share'),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return inserted.length > 0 ? token : null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export function isSessionExpired(session: { createdAt: Date; lastUsedAt: Date }, now: Date): boolean {
  const t = now.getTime();
  return t - session.lastUsedAt.getTime() > SESSION_IDLE_MS || t - session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
}

export async function touchSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every expired session (run at start-up; a presented expired session is deleted on sight). */
export async function pruneExpiredSessions(db: Db, now: Date): Promise<void> {
  const idle = new Date(now.getTime() - SESSION_IDLE_MS);
  const absolute = new Date(now.getTime() - SESSION_ABSOLUTE_MS);
  await db.delete(sessions).where(sql`${sessions.lastUsedAt} < ${idle} or ${sessions.createdAt} < ${absolute}`);
}
