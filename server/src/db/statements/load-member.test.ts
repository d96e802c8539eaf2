import type { Column } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import { referenceMember } from '../../../test/member-reference';
import type { Database } from '../client';
import { insertMember, insertSession, insertSubscription } from '../factories';
import { LOAD_MEMBER_SQL, loadMember, MEMBER_COLUMNS } from './load-member';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const reference = (tokenHash: string) => referenceMember(database.db, tokenHash);

describe('loadMember', () => {
  it('selects the columns its decoder maps, in the same order', () => {
    const ALIASES = { session: 's', user: 'u', subscription: 'sub' } as const;
    const expected = (Object.keys(ALIASES) as (keyof typeof ALIASES)[]).flatMap((part) =>
      Object.values(MEMBER_COLUMNS[part] as Record<string, Column>).map((column) => `${ALIASES[part]}.${column.name}`),
    );
    const selected = /select([\s\S]*?)\nfrom/
      .exec(LOAD_MEMBER_SQL)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    expect(selected).toEqual(expected);
  });

  it('answers exactly what drizzle answers, with and without a subscription', async () => {
    const full = await insertMember(database.db, {
      firstName: 'Nur',
      lastName: 'Ay',
      dateOfBirth: '1988-02-29',
      intentions: ['Love', 'Clay'],
      profilePhotoUrl: '/uploads/abc.webp',
      role: 'admin',
      termsAcceptedAt: new Date('2026-01-02T03:04:05.678Z'),
    });
    const bare = await insertMember(database.db);
    await insertSubscription(database.db, {
      userId: full.id,
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2027-05-06T07:08:09.123Z'),
    });
    const { tokenHash: withSubscription } = await insertSession(database.db, { userId: full.id });
    const { tokenHash: without } = await insertSession(database.db, { userId: bare.id });
    for (const tokenHash of [withSubscription, without]) {
      expect(await loadMember(database, tokenHash)).toEqual(await reference(tokenHash));
    }
    expect((await loadMember(database, withSubscription))?.user.dateOfBirth).toBe('1988-02-29');
    expect((await loadMember(database, without))?.subscription).toBeNull();
  });

  it('answers undefined for a token hash no session has', async () => {
    expect(await loadMember(database, 'f'.repeat(64))).toBeUndefined();
  });

  it('finds a session by exactly its token hash, whatever its characters, and nothing else', async () => {
    const member = await insertMember(database.db, { firstName: "O'Brien \\ $$ 🔮" });
    for (const tokenHash of HOSTILE_STRINGS) {
      await insertSession(database.db, { userId: member.id, tokenHash });
    }
    for (const tokenHash of HOSTILE_STRINGS) {
      const found = await loadMember(database, tokenHash);
      expect(found?.user.id).toBe(member.id);
      expect(found?.user.firstName).toBe("O'Brien \\ $$ 🔮");
      expect(await loadMember(database, `${tokenHash}x`)).toBeUndefined();
    }
  });
});
