import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSubscription, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { affirmationHistory } from '../../db/schema';
import { AFFIRMATIONS } from './affirmation-corpus';
import { dailyAffirmation } from './affirmation-picker';

const DAY_MS = 86_400_000;
const NOW = new Date('2025-03-14T10:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

async function historyOf(userId: number, mood: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ text: affirmationHistory.text })
    .from(affirmationHistory)
    .where(and(eq(affirmationHistory.userId, userId), eq(affirmationHistory.mood, mood)))
    .orderBy(affirmationHistory.id);
  return rows.map((row) => row.text);
}

/** Each text compared with the ten before it. */
function repeatsWithinTen(texts: string[]): string[] {
  return texts.filter((text, i) => texts.slice(Math.max(0, i - 10), i).includes(text));
}

describe('POST /api/affirmation', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.client().post('/api/affirmation', { mood: 'Happy' })).status).toBe(401);
  });

  it('gives a free member one affirmation per mood per day, the same on later calls that day', async () => {
    const member = await signUp(t);
    const first = await member.client.post('/api/affirmation', { mood: 'Calm' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mood: 'Calm',
      text: dailyAffirmation({ mood: 'Calm', date: '2025-03-14', memberKey: String(member.user.id) }),
    });
    t.clock.advance(13 * 3_600_000); // 23:00 UTC, still the same day
    const later = await member.client.post('/api/affirmation', { mood: 'Calm' });
    expect(later.body).toEqual(first.body);
    const otherMood = await member.client.post('/api/affirmation', { mood: 'Confident' });
    expect(otherMood.status).toBe(200);
    expect(AFFIRMATIONS.Confident).toContain(otherMood.body.text);
  });

  it("changes a free member's affirmation the next day", async () => {
    const member = await signUp(t);
    const texts: string[] = [];
    for (let day = 0; day < 5; day++) {
      texts.push((await member.client.post('/api/affirmation', { mood: 'Anxious' })).body.text);
      t.clock.advance(DAY_MS);
    }
    texts.forEach((text, i) => {
      expect(AFFIRMATIONS.Anxious).toContain(text);
      if (i > 0) expect(text).not.toBe(texts[i - 1]);
    });
  });

  it("records a free member's affirmation once a day, so it does not come back straight after upgrading", async () => {
    const member = await signUp(t);
    const daily = (await member.client.post('/api/affirmation', { mood: 'Hopeful' })).body.text;
    await member.client.post('/api/affirmation', { mood: 'Hopeful' });
    await member.client.post('/api/affirmation', { mood: 'Hopeful' });
    expect(await historyOf(member.user.id, 'Hopeful')).toEqual([daily]);

    await insertSubscription(t.database.db, { userId: member.user.id });
    const premiumTexts: string[] = [];
    for (let i = 0; i < 9; i++) {
      premiumTexts.push((await member.client.post('/api/affirmation', { mood: 'Hopeful' })).body.text);
    }
    expect(premiumTexts).not.toContain(daily);
  });

  it('gives a premium member a new affirmation on each call, never one of their last ten', async () => {
    const member = await signUpPremium(t);
    const texts: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await member.client.post('/api/affirmation', { mood: 'Grateful' });
      expect(res.status).toBe(200);
      expect(res.body.mood).toBe('Grateful');
      texts.push(res.body.text);
    }
    expect(repeatsWithinTen(texts)).toEqual([]);
    expect(texts.every((text) => AFFIRMATIONS.Grateful.includes(text))).toBe(true);
    expect(await historyOf(member.user.id, 'Grateful')).toEqual(texts);
  });

  it('avoids the last ten even when they were shown on earlier days', async () => {
    const member = await signUpPremium(t);
    const seen = AFFIRMATIONS.Tired.slice(0, 10);
    await t.database.db.insert(affirmationHistory).values(
      seen.map((text, i) => ({
        userId: member.user.id,
        mood: 'Tired',
        text,
        createdAt: new Date(NOW.getTime() - (i + 1) * DAY_MS),
      })),
    );
    for (let i = 0; i < 5; i++) {
      // After i calls the last ten are those i answers and the 10 - i newest seeded lines.
      const res = await member.client.post('/api/affirmation', { mood: 'Tired' });
      expect(seen.slice(0, 10 - i)).not.toContain(res.body.text);
    }
  });

  it('keeps simultaneous calls from one premium member distinct', async () => {
    const member = await signUpPremium(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.client.post('/api/affirmation', { mood: 'Excited' })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((res) => res.body.text)).size).toBe(10);
  });

  it('never repeats one of the last ten among 50 simultaneous calls from one premium member', async () => {
    const member = await signUpPremium(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => member.client.post('/api/affirmation', { mood: 'Calm' })),
    );
    for (const res of answers) expect(res.status).toBe(200);
    const history = await historyOf(member.user.id, 'Calm');
    expect(history).toHaveLength(50);
    expect(repeatsWithinTen(history)).toEqual([]);
    expect([...history].sort()).toEqual(answers.map((res) => res.body.text).sort());
  });

  it.each([
    [{ mood: 'Sleepy' }, 'Unknown mood'],
    [{ mood: 'Happyish' }, 'Unknown mood'],
    [{}, 'Unknown mood'],
    ['"Happy"', 'Please send a mood.'],
  ])('answers 400 for %j with its message', async (body, message) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/affirmation', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('answers 400 when there is no body at all', async () => {
    const member = await signUpPremium(t);
    const res = await member.client.post('/api/affirmation');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please send a mood.', code: 'BAD_REQUEST' });
    expect(await historyOf(member.user.id, 'Happy')).toEqual([]);
  });
});
