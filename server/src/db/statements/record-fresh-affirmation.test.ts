import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { asTextColumnReads, HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember } from '../factories';
import { affirmationHistory } from '../schema';
import { recordFreshAffirmation } from './record-fresh-affirmation';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let clock = Date.UTC(2026, 10, 23);
/** Each call a millisecond after the one before, so "latest" is well defined. */
const fresh = (userId: number, candidates: string[], recentToAvoid = 2, mood = 'Calm') =>
  recordFreshAffirmation(database, { userId, mood, candidates, recentToAvoid, now: new Date(clock++) });

describe('recordFreshAffirmation', () => {
  it('records and answers the first candidate not among the latest lines for the mood', async () => {
    const member = await insertMember(database.db);
    expect(await fresh(member.id, ['a', 'b', 'c'])).toBe('a');
    expect(await fresh(member.id, ['a', 'b', 'c'])).toBe('b');
    expect(await fresh(member.id, ['a', 'b', 'c'])).toBe('c');
    // Only the latest two are avoided: 'a' may come back now.
    expect(await fresh(member.id, ['b', 'c', 'a'])).toBe('a');
    // Another mood's lines do not count.
    expect(await fresh(member.id, ['a', 'b'], 2, 'Tired')).toBe('a');
    const lines = await database.db
      .select({ text: affirmationHistory.text })
      .from(affirmationHistory)
      .where(and(eq(affirmationHistory.userId, member.id), eq(affirmationHistory.mood, 'Calm')))
      .orderBy(desc(affirmationHistory.id));
    expect(lines.map((line) => line.text)).toEqual(['a', 'c', 'b', 'a']);
  });

  it('answers the first candidate when every one is among the latest', async () => {
    const member = await insertMember(database.db);
    await fresh(member.id, ['x']);
    await fresh(member.id, ['y']);
    expect(await fresh(member.id, ['y', 'x'])).toBe('y');
  });

  it('keeps simultaneous calls from one member distinct', async () => {
    const member = await insertMember(database.db);
    const candidates = Array.from({ length: 12 }, (_, i) => `line ${i}`);
    const lines = await Promise.all(Array.from({ length: 10 }, () => fresh(member.id, candidates, 10)));
    expect(new Set(lines).size).toBe(10);
  });

  it('records candidates exactly as given, whatever their characters', async () => {
    const member = await insertMember(database.db);
    for (const text of HOSTILE_STRINGS) {
      expect(await fresh(member.id, [text, 'spare'], 0, text)).toBe(asTextColumnReads(database, text));
      const rows = await database.db
        .select({ id: affirmationHistory.id })
        .from(affirmationHistory)
        .where(
          and(
            eq(affirmationHistory.userId, member.id),
            eq(affirmationHistory.mood, text),
            eq(affirmationHistory.text, text),
          ),
        );
      expect(rows).toHaveLength(1);
    }
  });
});
