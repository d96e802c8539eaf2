import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { insertMember, insertSession, insertSubscription } from './factories';
import { createMemberLookup, MEMBER_COLUMNS } from './member-lookup';
import { sessions, subscriptions, users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The reference: drizzle's own query, whose value mapping the fast path must reproduce exactly. */
async function reference(tokenHash: string) {
  const [row] = await database.db
    .select(MEMBER_COLUMNS)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(sessions.tokenHash, sql`${tokenHash}`));
  return row;
}

const hash = (n: number) => n.toString(16).padStart(64, 'a');

describe('createMemberLookup', () => {
  it('returns exactly what drizzle returns, with and without a subscription', async () => {
    const full = await insertMember(database.db, {
      email: 'full@telve.test',
      passwordHash: 'x',
      firstName: 'Nur',
      lastName: 'Ay',
      dateOfBirth: '1988-02-29',
      occupation: 'Potter',
      intentions: ['Love', 'Clay'],
      profilePhotoUrl: '/uploads/abc.webp',
      role: 'admin',
      stripeCustomerId: 'cus_1',
      termsAcceptedAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const bare = await insertMember(database.db, {
      email: 'bare@telve.test',
      passwordHash: 'y',
      firstName: 'B',
      lastName: 'C',
    });
    await insertSubscription(database.db, {
      userId: full.id,
      id: 'sub_1',
      provider: 'stripe',
      plan: 'annual',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2027-05-06T07:08:09.123Z'),
    });
    await insertSession(database.db, { tokenHash: hash(1), userId: full.id });
    await insertSession(database.db, { tokenHash: hash(2), userId: bare.id });

    const lookup = createMemberLookup(database);
    for (const tokenHash of [hash(1), hash(2)]) {
      const fast = await lookup(tokenHash);
      expect(fast).toEqual(await reference(tokenHash));
    }
    const withSub = await lookup(hash(1));
    expect(withSub?.user.dateOfBirth).toBe('1988-02-29');
    expect(withSub?.subscription?.currentPeriodEnd).toEqual(new Date('2027-05-06T07:08:09.123Z'));
    expect((await lookup(hash(2)))?.subscription).toBeNull();
  });

  it('reads what a request needs and never the password hash, the token hash or the consent flags', async () => {
    const member = await insertMember(database.db, {
      email: 'slim@telve.test',
      passwordHash: 'secret-hash',
      firstName: 'S',
      lastName: 'L',
    });
    await insertSession(database.db, { tokenHash: hash(3), userId: member.id });
    const found = await createMemberLookup(database)(hash(3));
    expect(Object.keys(found?.session ?? {}).sort()).toEqual(['createdAt', 'lastUsedAt']);
    expect(Object.keys(found?.user ?? {}).sort()).toEqual([
      'bio',
      'dateOfBirth',
      'email',
      'emailVerifiedAt',
      'firstName',
      'id',
      'intentions',
      'lastName',
      'occupation',
      'pendingEmail',
      'profilePhotoUrl',
      'role',
      'stripeCustomerId',
      'termsAcceptedAt',
    ]);
    expect(JSON.stringify(found)).not.toContain('secret-hash');
    expect(JSON.stringify(found)).not.toContain(hash(3));
  });

  it('finds nothing for an unknown or malformed token hash', async () => {
    const lookup = createMemberLookup(database);
    expect(await lookup(hash(99))).toBeUndefined();
    expect(await lookup("x' or '1'='1")).toBeUndefined();
  });
});
