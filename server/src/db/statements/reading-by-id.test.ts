import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember, insertReading } from '../factories';
import { readReadingById } from './reading-by-id';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('readReadingById', () => {
  it("answers the member's own reading whole; another member's or a missing one is null", async () => {
    const member = await insertMember(database.db);
    const other = await insertMember(database.db);
    const createdAt = new Date('2026-03-04T05:06:07.891Z');
    const id = await insertReading(database.db, { userId: member.id, care: 'health', createdAt });
    const others = await insertReading(database.db, { userId: other.id });

    expect(await readReadingById(database, { readingId: id, userId: member.id })).toEqual({
      id,
      userId: member.id,
      intention: 'Will the new job suit me?',
      category: 'Career',
      seed: 7,
      area: 'career',
      settling: 'even',
      symbols: [],
      text: 'Your cup shows a bridge over calm water.',
      care: 'health',
      createdAt,
    });
    expect(await readReadingById(database, { readingId: others, userId: member.id })).toBeNull();
    expect(await readReadingById(database, { readingId: others + 1000, userId: member.id })).toBeNull();
  });

  it('gives back the text exactly as stored, whatever its characters', async () => {
    const member = await insertMember(database.db);
    for (const text of HOSTILE_STRINGS) {
      const id = await insertReading(database.db, { userId: member.id, intention: text, text });
      expect(await readReadingById(database, { readingId: id, userId: member.id })).toMatchObject({
        intention: text,
        text,
      });
    }
  });
});
