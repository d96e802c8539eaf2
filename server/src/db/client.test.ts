import { types } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { insertMember, insertSession } from './factories';
import { sessions } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded database', () => {
  it('is given its date parsers once, and drizzle never passes a parser table with a query', async () => {
    const pglite = database.pglite;
    if (!pglite) throw new Error('expected PGlite');
    expect(pglite.parsers[types.TIMESTAMPTZ]?.('2026-01-02 03:04:05.678+00', types.TIMESTAMPTZ)).toBe(
      '2026-01-02 03:04:05.678+00',
    );
    const member = await insertMember(database.db, {
      email: 'parsers@telve.test',
      passwordHash: 'x',
      firstName: 'P',
      lastName: 'Q',
    });
    const query = vi.spyOn(pglite, 'query');
    try {
      await insertSession(database.db, { tokenHash: 'f'.repeat(64), userId: member.id });
      const rows = await database.db.transaction((tx) =>
        tx.select().from(sessions).where(eq(sessions.userId, member.id)),
      );
      const [plain] = await database.db
        .select({ at: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.userId, member.id));
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
      expect(plain?.at).toBeInstanceOf(Date);
      expect(query.mock.calls.length).toBeGreaterThan(0);
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
    } finally {
      query.mockRestore();
    }
  });
});
