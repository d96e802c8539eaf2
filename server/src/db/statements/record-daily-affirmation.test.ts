import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember } from '../factories';
import { affirmationHistory } from '../schema';
import { recordDailyAffirmation } from './record-daily-affirmation';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const history = (userId: number) =>
  database.db
    .select({ mood: affirmationHistory.mood, text: affirmationHistory.text, createdAt: affirmationHistory.createdAt })
    .from(affirmationHistory)
    .where(eq(affirmationHistory.userId, userId))
    .orderBy(affirmationHistory.id);

const day = (date: string) => ({ dayStart: new Date(`${date}T00:00:00.000Z`) });

describe('recordDailyAffirmation', () => {
  it("records the day's line once a day per mood", async () => {
    const member = await insertMember(database.db);
    const morning = new Date('2026-11-23T08:00:00.123Z');
    const evening = new Date('2026-11-23T20:00:00Z');
    const tomorrow = new Date('2026-11-24T08:00:00Z');
    const record = (mood: string, now: Date, date: string) =>
      recordDailyAffirmation(database, { userId: member.id, mood, text: 'You are enough.', now, ...day(date) });
    await record('Calm', morning, '2026-11-23');
    await record('Calm', evening, '2026-11-23');
    await record('Tired', evening, '2026-11-23');
    await record('Calm', tomorrow, '2026-11-24');
    expect(await history(member.id)).toEqual([
      { mood: 'Calm', text: 'You are enough.', createdAt: morning },
      { mood: 'Tired', text: 'You are enough.', createdAt: evening },
      { mood: 'Calm', text: 'You are enough.', createdAt: tomorrow },
    ]);
  });

  it('stores the line and the mood exactly as given, whatever their characters', async () => {
    const member = await insertMember(database.db);
    const now = new Date('2026-11-23T08:00:00Z');
    for (const text of HOSTILE_STRINGS) {
      const options = { userId: member.id, mood: text, text, now, ...day('2026-11-23') };
      await recordDailyAffirmation(database, options);
      await recordDailyAffirmation(database, options);
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
