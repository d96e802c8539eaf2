import { randomBytes, randomUUID } from 'node:crypto';
import type { ReadingSymbol } from '@contract/reading';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { circles, readings, type SubscriptionRow, sessions, subscriptions, type UserRow, users } from './schema';
import { hashToken } from './sessions';

// Row factories: the one way rows are made straight in the database, by the seed and by tests
// (server/test/factories.ts re-exports them beside its sign-up helpers). Each fills in plausible
// values for the fields its caller leaves out. They skip the features' services (no validation,
// no limits, no billing events), so request handling never calls them.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Short and random, so defaults never collide across test files sharing a PostgreSQL server. */
const uniqueSuffix = () => randomUUID().slice(0, 8);

/**
 * A member (role 'member' unless given). The default password hash is no argon2 hash, so no
 * password signs in until a real passwordHash is given.
 */
export async function insertMember(db: Db, fields: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      email: `member-${uniqueSuffix()}@telve.test`,
      passwordHash: 'no-password',
      firstName: 'Ayla',
      lastName: 'Demir',
      ...fields,
    })
    .returning();
  return row!;
}

/**
 * A session for a member, as signing in makes one: returns the cookie's token (only its SHA-256
 * hash is stored). A given tokenHash is stored as it is, and the token then signs nothing in.
 */
export async function insertSession(
  db: Db,
  fields: { userId: number } & Partial<typeof sessions.$inferInsert>,
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = fields.tokenHash ?? hashToken(token);
  await db.insert(sessions).values({ ...fields, tokenHash });
  return { token, tokenHash };
}

/**
 * The member's subscription: an active monthly demo one for 30 days unless given. A member has at
 * most one, so an existing subscription is replaced by these values.
 */
export async function insertSubscription(
  db: Db,
  fields: { userId: number } & Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const values = {
    id: `demo_test_${fields.userId}`,
    provider: 'demo',
    plan: 'monthly',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: new Date(Date.now() + 30 * DAY_MS),
    ...fields,
  };
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: values })
    .returning();
  return row!;
}

/**
 * A Wellness Circle. Names are unique: when a circle of this name exists it is returned as it is,
 * so the seed can run on every start without undoing an administrator's edits.
 */
export async function insertCircle(
  db: Db,
  fields: Partial<typeof circles.$inferInsert> = {},
): Promise<typeof circles.$inferSelect> {
  const name = fields.name ?? `Circle ${uniqueSuffix()}`;
  const [created] = await db
    .insert(circles)
    .values({ description: `A gentle place to talk about ${name}.`, ...fields, name })
    .onConflictDoNothing({ target: circles.name })
    .returning();
  if (created) return created;
  const [existing] = await db.select().from(circles).where(eq(circles.name, name));
  return existing!;
}

/** A stored reading of an ordinary cup for the member; answers its id. */
/** A symbol as a reading stores it: a large, clear bridge on the rim. */
export const SAMPLE_SYMBOL: ReadingSymbol = {
  id: 'bridge',
  name: 'Bridge',
  zone: 'rim',
  size: 'large',
  clarity: 'clear',
  direction: 'toward',
  tone: 'fortunate',
  meaning: 'A crossing made easy.',
};

export async function insertReading(
  db: Db,
  fields: { userId: number } & Partial<typeof readings.$inferInsert>,
): Promise<number> {
  const [row] = await db
    .insert(readings)
    .values({
      intention: 'Will the new job suit me?',
      category: 'Career',
      seed: 7,
      area: 'career',
      settling: 'even',
      symbols: [],
      text: 'Your cup shows a bridge over calm water.',
      ...fields,
    })
    .returning({ id: readings.id });
  return row!.id;
}
