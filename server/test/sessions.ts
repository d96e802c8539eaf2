import type { Db } from '../src/db/client';
import { insertMember, insertSession } from '../src/db/factories';

const DAY = 24 * 60 * 60 * 1000;

/** One member with three sessions: 'fresh' (kept), 'idle' 31 days, and 'old' (created 91 days ago). */
export async function seedPrunableSessions(db: Db, now: Date): Promise<void> {
  const user = await insertMember(db, { email: 'prune@telve.test', passwordHash: 'x', firstName: 'P', lastName: 'R' });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await insertSession(db, { tokenHash: 'fresh', userId: user.id, createdAt: at(10), lastUsedAt: at(1) });
  await insertSession(db, { tokenHash: 'idle', userId: user.id, createdAt: at(40), lastUsedAt: at(31) });
  await insertSession(db, { tokenHash: 'old', userId: user.id, createdAt: at(91), lastUsedAt: at(1) });
}
