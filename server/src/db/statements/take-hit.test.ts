import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { generatedHostileStrings, HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { rateLimits } from '../schema';
import { takeRateLimitHit } from './take-hit';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9) + minutes * MINUTE);
/** A hit at `minutes` for a limit of 2 per 10-minute window starting at the key's first hit. */
const hit = (key: string, minutes: number) =>
  takeRateLimitHit(database, { key, freshWindowStart: at(minutes), floor: at(minutes - 10), limit: 2 });

describe('takeRateLimitHit', () => {
  it('counts hits in the window up to the limit, then answers null until the window has ended', async () => {
    expect(await hit('login:a', 0)).toEqual({ count: 1, windowStart: at(0) });
    expect(await hit('login:a', 1)).toEqual({ count: 2, windowStart: at(0) });
    expect(await hit('login:a', 2)).toBeNull();
    expect(await hit('login:b', 2)).toEqual({ count: 1, windowStart: at(2) });
    expect(await hit('login:a', 10)).toEqual({ count: 1, windowStart: at(10) });
  });

  it('keeps the window start to the millisecond', async () => {
    const start = new Date('2026-11-23T09:00:00.5Z');
    const taken = await takeRateLimitHit(database, {
      key: 'login:ms',
      freshWindowStart: start,
      floor: new Date(start.getTime() - MINUTE),
      limit: 1,
    });
    expect(taken).toEqual({ count: 1, windowStart: start });
  });

  it('never takes more than the limit between hits that arrive together', async () => {
    const taken = await Promise.all(Array.from({ length: 20 }, () => hit('login:together', 0)));
    expect(taken.filter(Boolean)).toHaveLength(2);
  });

  it('keeps each key exactly as given, whatever its characters', async () => {
    const keys = [...HOSTILE_STRINGS, ...generatedHostileStrings(200, 6)];
    for (const key of new Set(keys)) {
      expect(await hit(key, 0)).toEqual({ count: 1, windowStart: at(0) });
      const [row] = await database.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      expect(row?.count).toBe(1);
    }
  });
});
