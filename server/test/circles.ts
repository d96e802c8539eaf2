import { randomBytes } from 'node:crypto';
import { circleEvents, circleMembers, circles, subscriptions, users } from '../src/db/schema';
import { createSession } from '../src/features/auth/sessions';
import { sessionCookieName } from '../src/plugins/auth';
import type { TestApp, TestClient } from './test-app';

let sequence = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${++sequence}`;

/** A circle made directly in the database (the seed does not run in tests). */
export async function createCircle(
  t: TestApp,
  fields: Partial<typeof circles.$inferInsert> = {},
): Promise<{ id: number; name: string }> {
  const [circle] = await t.database.db
    .insert(circles)
    .values({ name: `Circle ${unique()}`, description: 'A test circle.', ...fields })
    .returning({ id: circles.id, name: circles.name });
  if (!circle) throw new Error('no circle');
  return circle;
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
  options: { premium?: boolean; circleId?: number; firstName?: string; lastName?: string } = {},
): Promise<QuickMember> {
  const { db } = t.database;
  const [user] = await db
    .insert(users)
    .values({
      email: `quick-${unique()}-${randomBytes(3).toString('hex')}@telve.test`,
      passwordHash: '!',
      firstName: options.firstName ?? 'Deniz',
      lastName: options.lastName ?? 'Yildiz',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  if (options.premium ?? true) {
    await db.insert(subscriptions).values({
      userId: user.id,
      id: `demo_quick_${user.id}`,
      provider: 'demo',
      plan: 'monthly',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  if (options.circleId !== undefined)
    await db.insert(circleMembers).values({ circleId: options.circleId, userId: user.id });
  const client = t.client();
  client.cookies.set(sessionCookieName(false), await createSession(db, user.id, new Date()));
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
