import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember } from '../factories';
import { insertReadingRow } from './insert-reading';
import { readReadingById } from './reading-by-id';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const reading = {
  intention: 'find a job I love',
  category: 'Career',
  seed: -123_456,
  area: 'career',
  settling: 'even',
  symbols: [
    {
      id: 'bird',
      name: 'Bird',
      zone: 'rim' as const,
      size: 'small' as const,
      clarity: 'clear' as const,
      direction: 'toward' as const,
      tone: 'fortunate' as const,
      meaning: 'News is on its way',
    },
  ],
  text: 'Your cup shows a bird near the rim.',
  care: null,
  createdAt: new Date('2026-03-04T05:06:07.891Z'),
};

describe('insertReadingRow', () => {
  it('stores every field as given and answers the new id', async () => {
    const member = await insertMember(database.db);
    const id = await insertReadingRow(database, { ...reading, userId: member.id });
    expect(await readReadingById(database, { readingId: id, userId: member.id })).toEqual({
      id,
      userId: member.id,
      ...reading,
    });
    const care = await insertReadingRow(database, {
      ...reading,
      userId: member.id,
      category: null,
      symbols: [],
      care: 'crisis',
    });
    expect(care).toBeGreaterThan(id);
    expect(await readReadingById(database, { readingId: care, userId: member.id })).toMatchObject({
      category: null,
      symbols: [],
      care: 'crisis',
    });
  });

  it('stores hostile text exactly, bound as a value', async () => {
    const member = await insertMember(database.db);
    for (const text of HOSTILE_STRINGS) {
      const id = await insertReadingRow(database, { ...reading, userId: member.id, intention: text, text });
      expect(await readReadingById(database, { readingId: id, userId: member.id })).toMatchObject({
        intention: text,
        text,
      });
    }
  });
});
