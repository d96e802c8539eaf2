import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { referenceMember } from '../../test/member-reference';
import type { Database } from './client';
import { insertMember, insertSession, insertSubscription } from './factories';
import { createMemberLookup, type MemberLookup } from './member-lookup';
import { sessions, subscriptions, users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
const lookups: MemberLookup[] = [];
afterAll(async () => {
  await Promise.all(lookups.map((lookup) => lookup.close()));
  await database.close();
});

/** A lookup closed with the file's database (on PostgreSQL each listens on a connection of its own). */
function newLookup(): MemberLookup {
  const lookup = createMemberLookup(database);
  lookups.push(lookup);
  return lookup;
}

const reference = (tokenHash: string) => referenceMember(database.db, tokenHash);

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

    const lookup = newLookup();
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
    const found = await newLookup()(hash(3));
    expect(Object.keys(found?.session ?? {}).sort()).toEqual(['createdAt', 'lastUsedAt']);
    expect(Object.keys(found?.user ?? {}).sort()).toEqual([
      'bio',
      'birthPlaceId',
      'birthPlaceLat',
      'birthPlaceLon',
      'birthPlaceName',
      'birthPlaceTimeZone',
      'birthTime',
      'birthTimeFold',
      'dateOfBirth',
      'email',
      'emailVerifiedAt',
      'firstName',
      'id',
      'intentions',
      'language',
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
    const lookup = newLookup();
    expect(await lookup(hash(99))).toBeUndefined();
    expect(await lookup("x' or '1'='1")).toBeUndefined();
  });
});

let signedInCount = 100;
/** A member named 'Before' with a session of their own. */
async function signedIn() {
  signedInCount++;
  const user = await insertMember(database.db, {
    email: `cached${signedInCount}@telve.test`,
    passwordHash: 'x',
    firstName: 'Before',
    lastName: 'L',
  });
  await insertSession(database.db, { tokenHash: hash(signedInCount), userId: user.id });
  return { userId: user.id, tokenHash: hash(signedInCount) };
}

describe('createMemberLookup: remembered members', () => {
  it('answers a session it has seen without asking the database again', async () => {
    const { tokenHash } = await signedIn();
    const lookup = newLookup();
    const first = await lookup(tokenHash);
    // What the engine is asked through (db/prepared-statement.ts): PGlite's protocol, or the pool's query.
    const asked = database.pglite
      ? vi.spyOn(database.pglite, 'execProtocolStream')
      : vi.spyOn(database.pool as pg.Pool, 'query');
    try {
      expect(await lookup(tokenHash)).toEqual(first);
      expect(asked).not.toHaveBeenCalled();
      // An unknown session is asked about every time: misses are never remembered.
      expect(await lookup(hash(9999))).toBeUndefined();
      expect(await lookup(hash(9999))).toBeUndefined();
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      asked.mockRestore();
    }
  });
});

// The embedded engine is one process's own: its lookup remembers members until the database
// announces a change (migration 0011's triggers), and a change is heard before the statement
// that made it resolves.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('createMemberLookup on PGlite: remembered members', () => {
  it('sees a change to the member, the session or the subscription as soon as it is written', async () => {
    const { userId, tokenHash } = await signedIn();
    const lookup = newLookup();
    expect((await lookup(tokenHash))?.user.firstName).toBe('Before');

    await database.db.update(users).set({ firstName: 'After' }).where(eq(users.id, userId));
    expect((await lookup(tokenHash))?.user.firstName).toBe('After');

    await database.db.insert(subscriptions).values({
      userId,
      id: `sub_cached_${userId}`,
      provider: 'demo',
      plan: 'monthly',
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date('2030-01-01T00:00:00.000Z'),
    });
    expect((await lookup(tokenHash))?.subscription?.status).toBe('active');

    await database.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.userId, userId));
    expect((await lookup(tokenHash))?.subscription?.status).toBe('canceled');

    await database.db.delete(subscriptions).where(eq(subscriptions.userId, userId));
    expect((await lookup(tokenHash))?.subscription).toBeNull();

    const touched = new Date('2026-11-20T10:00:00.000Z');
    await database.db.update(sessions).set({ lastUsedAt: touched }).where(eq(sessions.tokenHash, tokenHash));
    expect((await lookup(tokenHash))?.session.lastUsedAt).toEqual(touched);

    await database.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(await lookup(tokenHash)).toBeUndefined();
  });

  it('forgets every session of a member whose account is deleted, inside a transaction too', async () => {
    const { userId, tokenHash } = await signedIn();
    await insertSession(database.db, { tokenHash: hash(5000), userId });
    const lookup = newLookup();
    expect(await lookup(tokenHash)).toBeDefined();
    expect(await lookup(hash(5000))).toBeDefined();
    await database.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
    expect(await lookup(tokenHash)).toBeUndefined();
    expect(await lookup(hash(5000))).toBeUndefined();
  });

  it('keeps what it remembered when a transaction that changed the member rolls back', async () => {
    const { userId, tokenHash } = await signedIn();
    const lookup = newLookup();
    await lookup(tokenHash);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Rolled back' }).where(eq(users.id, userId));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await lookup(tokenHash))?.user.firstName).toBe('Before');
  });

  it('hands out rows no request can change', async () => {
    const { tokenHash } = await signedIn();
    const row = await newLookup()(tokenHash);
    expect(() => {
      (row?.user as { firstName: string }).firstName = 'Mallory';
    }).toThrow(TypeError);
    expect(Object.isFrozen(row?.session)).toBe(true);
  });
});

// PostgreSQL announces changes on a listening connection a moment after they commit: a request
// that wrote waits for caughtUp() before it answers, and a change made by another process is
// heard the same way.
describe.skipIf(!process.env.TEST_DATABASE_URL)('createMemberLookup on PostgreSQL: remembered members', () => {
  it('sees each change once caught up, whoever wrote it', async () => {
    const { userId, tokenHash } = await signedIn();
    const lookup = newLookup();
    expect((await lookup(tokenHash))?.user.firstName).toBe('Before');

    await database.db.update(users).set({ firstName: 'After' }).where(eq(users.id, userId));
    await lookup.caughtUp();
    expect((await lookup(tokenHash))?.user.firstName).toBe('After');

    // Another process: a connection of its own, outside this app's pool.
    const other = new pg.Client({ connectionString: (database as { url?: string }).url });
    await other.connect();
    try {
      await other.query(`update users set first_name = 'Elsewhere' where id = $1`, [userId]);
      await lookup.caughtUp();
      expect((await lookup(tokenHash))?.user.firstName).toBe('Elsewhere');
      await other.query('delete from sessions where token_hash = $1', [tokenHash]);
      await lookup.caughtUp();
      expect(await lookup(tokenHash)).toBeUndefined();
    } finally {
      await other.end();
    }
  });

  it('forgets everything when its listening connection is lost, and listens again later', async () => {
    const { userId, tokenHash } = await signedIn();
    const lookup = newLookup();
    await lookup(tokenHash);
    const admin = new pg.Client({ connectionString: (database as { url?: string }).url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`,
      );
      // The lost connection's announcements may never come: what it remembered must not be used.
      await admin.query(`update users set first_name = 'Unheard' where id = $1`, [userId]);
      await vi.waitFor(async () => expect((await lookup(tokenHash))?.user.firstName).toBe('Unheard'));
    } finally {
      await admin.end();
    }
  });

  it('remembers nothing once closed', async () => {
    const { userId, tokenHash } = await signedIn();
    const lookup = createMemberLookup(database);
    await lookup(tokenHash);
    await lookup.close();
    await database.db.update(users).set({ firstName: 'Closed' }).where(eq(users.id, userId));
    expect((await lookup(tokenHash))?.user.firstName).toBe('Closed');
  });
});
