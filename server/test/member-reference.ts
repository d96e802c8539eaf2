import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { sessions, subscriptions, users } from '../src/db/schema';
import { MEMBER_COLUMNS } from '../src/db/statements/load-member';

/** The reference for a session's member: drizzle's own query, whose value mapping the fast paths must reproduce exactly. */
export async function referenceMember(db: Db, tokenHash: string) {
  const [row] = await db
    .select(MEMBER_COLUMNS)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(sessions.tokenHash, sql`${tokenHash}`));
  return row;
}
