import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';
import { circles } from './schema';
import { SAMPLE_CIRCLES, seedDatabase } from './seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seedDatabase', () => {
  it("fills a new database with the product's five circles and their member counts, once", async () => {
    await seedDatabase(database.db);
    await seedDatabase(database.db);
    const rows = await database.db.select().from(circles).orderBy(asc(circles.id));
    expect(rows.map((row) => [row.name, row.baseMembers])).toEqual([
      ['Motherhood', 128],
      ['Career Clarity', 196],
      ['Emotional Resilience', 215],
      ['Self-Confidence', 175],
      ['Love & Relationships', 203],
    ]);
    expect(rows.every((row) => row.active)).toBe(true);
    expect(SAMPLE_CIRCLES).toHaveLength(5);
  });

  it('puts back only a circle that is missing, leaving the others as they are', async () => {
    await seedDatabase(database.db);
    await database.db
      .update(circles)
      .set({ description: 'Edited by an administrator' })
      .where(eq(circles.name, 'Motherhood'));
    await database.db.delete(circles).where(eq(circles.name, 'Self-Confidence'));
    await seedDatabase(database.db);
    const rows = await database.db.select().from(circles);
    expect(rows.map((row) => row.name).sort()).toEqual([...SAMPLE_CIRCLES.map((c) => c.name)].sort());
    expect(rows.find((row) => row.name === 'Motherhood')?.description).toBe('Edited by an administrator');
  });
});
