import { types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
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

  it('starts each statement on a turn of the event loop of its own, in the order asked', async () => {
    // Counts the event loop's turns while 20 statements are asked for at once.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const finished: { index: number; turn: number }[] = [];
    try {
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          await database.db.execute(sql`select ${index}::int as n`);
          finished.push({ index, turn });
        }),
      );
    } finally {
      ticking = false;
    }
    expect(finished.map((entry) => entry.index)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    // Without the turns, PGlite ran all 20 in one stretch of microtasks: one turn for them all.
    expect(new Set(finished.map((entry) => entry.turn)).size).toBe(20);
  });

  it('lets a transaction hold the engine as one turn, its own statements unqueued', async () => {
    const order: string[] = [];
    await Promise.all([
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        order.push('tx first');
        await tx.execute(sql`select 2`);
        order.push('tx second');
      }),
      database.db.execute(sql`select 3`).then(() => order.push('outside')),
    ]);
    expect(order).toEqual(['tx first', 'tx second', 'outside']);
  });
});
