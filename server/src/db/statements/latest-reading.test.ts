import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember, insertReading, SAMPLE_SYMBOL } from '../factories';
import { readLatestReading } from './latest-reading';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('readLatestReading', () => {
  it("answers the member's newest reading whole, and null when they have none", async () => {
    const member = await insertMember(database.db);
    const other = await insertMember(database.db);
    expect(await readLatestReading(database, member.id)).toBeNull();
    await insertReading(database.db, { userId: member.id, createdAt: new Date('2026-01-01T00:00:00Z') });
    const id = await insertReading(database.db, {
      userId: member.id,
      intention: 'Will it rain?',
      category: null,
      seed: -5,
      area: 'home',
      settling: 'heavy',
      symbols: [SAMPLE_SYMBOL],
      text: 'A cup.',
      care: null,
    });
    await database.db.execute(sql`update readings set created_at = '2026-01-02 03:04:05.678901+00' where id = ${id}`);
    await insertReading(database.db, { userId: other.id, createdAt: new Date('2026-06-01T00:00:00Z') });

    expect(await readLatestReading(database, member.id)).toEqual({
      id,
      userId: member.id,
      intention: 'Will it rain?',
      category: null,
      seed: -5,
      area: 'home',
      settling: 'heavy',
      symbols: [SAMPLE_SYMBOL],
      text: 'A cup.',
      care: null,
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
    });
  });

  it('breaks a tie of times by the larger id, and answers a care reading with its kind', async () => {
    const member = await insertMember(database.db);
    const at = new Date('2026-02-02T00:00:00Z');
    await insertReading(database.db, { userId: member.id, createdAt: at });
    const later = await insertReading(database.db, { userId: member.id, createdAt: at, care: 'crisis', symbols: [] });
    expect(await readLatestReading(database, member.id)).toMatchObject({ id: later, care: 'crisis', symbols: [] });
  });

  it('gives back the text exactly as stored, whatever its characters', async () => {
    const member = await insertMember(database.db);
    for (const text of HOSTILE_STRINGS) {
      await insertReading(database.db, { userId: member.id, intention: text, category: text, text });
      expect(await readLatestReading(database, member.id)).toMatchObject({ intention: text, category: text, text });
    }
  });
});
