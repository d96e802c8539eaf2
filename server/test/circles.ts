import { circleEvents, circleMembers } from '../src/db/schema';
import { sessionCookieName } from '../src/plugins/auth';
import { insertCircle, insertMember, insertSession, insertSubscription } from './factories';
import type { TestApp, TestClient } from './test-app';

/** A circle made directly in the database (the seed does not run in tests). */
export async function createCircle(t: TestApp, fields: Parameters<typeof insertCircle>[1] = {}) {
  return insertCircle(t.database.db, { description: 'A test circle.', ...fields });
}

/** yyyy-MM-dd, `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function createEvent(
  t: TestApp,
  fields: Partial<typeof circleEvents.$inferInsert> & { circleId: number },
): Promise<{ id: number }> {
  const [event] = await t.database.db
    .insert(circleEvents)
    .values({
      title: 'Full moon circle',
      date: dayFromToday(3),
      time: '19:30',
      location: 'Online',
      description: 'We meet and breathe.',
      ...fields,
    })
    .returning({ id: circleEvents.id });
  if (!event) throw new Error('no event');
  return event;
}

export interface QuickMember {
  id: number;
  client: TestClient;
}

/**
 * A signed-in member made straight in the database (no password, so no argon2 cost): for tests that
 * need dozens of members. Premium unless `premium: false`; joined to `circleId` when given.
 */
export async function quickMember(
  t: TestApp,
  options: { premium?: boolean; circleId?: number; firstName?: string; lastName?: string; role?: string } = {},
): Promise<QuickMember> {
  const { db } = t.database;
  const user = await insertMember(db, {
    firstName: options.firstName ?? 'Deniz',
    lastName: options.lastName ?? 'Yildiz',
    ...(options.role ? { role: options.role } : {}),
  });
  if (options.premium ?? true) await insertSubscription(db, { userId: user.id });
  if (options.circleId !== undefined)
    await db.insert(circleMembers).values({ circleId: options.circleId, userId: user.id });
  const client = t.client();
  client.cookies.set(sessionCookieName(false), (await insertSession(db, { userId: user.id })).token);
  return { id: user.id, client };
}

/** Many quick members at once. */
export const quickMembers = (t: TestApp, count: number, options: Parameters<typeof quickMember>[1] = {}) =>
  Promise.all(Array.from({ length: count }, () => quickMember(t, options)));

/** A post through the API, answering its id. */
export async function postIn(client: TestClient, circleId: number, content: string): Promise<number> {
  const res = await client.post(`/api/circles/${circleId}/posts`, { content });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
