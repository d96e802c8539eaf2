import type { ReadingSymbol } from '@contract/reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember, insertReading } from '../factories';
import { moods } from '../schema';
import { readCastContext } from './cast-context';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const symbol = (id: string): ReadingSymbol => ({
  id,
  name: id,
  zone: 'side',
  size: 'small',
  clarity: 'faint',
  direction: 'away',
  tone: 'neutral',
  meaning: `The ${id}.`,
});

describe('readCastContext', () => {
  it('answers no mood and no readings for a new member', async () => {
    const member = await insertMember(database.db);
    expect(await readCastContext(database, { userId: member.id, readings: 5 })).toEqual({ mood: null, recent: [] });
  });

  it("answers the member's latest mood and their newest readings' ids and symbols, newest first", async () => {
    const member = await insertMember(database.db);
    const other = await insertMember(database.db);
    const at = new Date('2026-05-01T00:00:00Z');
    await database.db.insert(moods).values([
      { userId: member.id, mood: 'Tired', createdAt: new Date('2026-04-01T00:00:00Z') },
      { userId: member.id, mood: 'Calm', createdAt: at },
      { userId: member.id, mood: 'Hopeful', createdAt: at },
      { userId: other.id, mood: 'Anxious', createdAt: new Date('2026-06-01T00:00:00Z') },
    ]);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const createdAt = new Date(Date.UTC(2026, 4, 1 + Math.floor(i / 2)));
      ids.push(await insertReading(database.db, { userId: member.id, symbols: [symbol(`s${i}`)], createdAt }));
    }
    await insertReading(database.db, { userId: other.id, symbols: [symbol('theirs')] });

    const context = await readCastContext(database, { userId: member.id, readings: 5 });
    expect(context.mood).toBe('Hopeful');
    expect(context.recent).toEqual([6, 5, 4, 3, 2].map((i) => ({ id: ids[i], symbols: [symbol(`s${i}`)] })));
    expect((await readCastContext(database, { userId: member.id, readings: 2 })).recent).toHaveLength(2);
  });

  it("gives back the symbols' words exactly as stored, whatever their characters", async () => {
    const member = await insertMember(database.db);
    const symbols = HOSTILE_STRINGS.map(symbol);
    await insertReading(database.db, { userId: member.id, symbols });
    expect((await readCastContext(database, { userId: member.id, readings: 1 })).recent[0]?.symbols).toEqual(symbols);
  });
});
