import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember, insertReading } from '../factories';
import { savedReadings } from '../schema';
import { HISTORY_PAGE_PROBE, type HistoryRow, readReadingHistoryPage } from './reading-history-page';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Every page of the member's history, each after the last row of the one before. */
async function allRows(userId: number): Promise<HistoryRow[][]> {
  const pages: HistoryRow[][] = [];
  for (let page = await readReadingHistoryPage(database, { userId }); page.length > 0; ) {
    pages.push(page);
    page = await readReadingHistoryPage(database, { userId, after: page.at(-1) });
  }
  return pages;
}

describe('readReadingHistoryPage', () => {
  it("answers the member's readings as the list shows them, newest first, each with its saved entry", async () => {
    const member = await insertMember(database.db);
    const other = await insertMember(database.db);
    const text = 'word '.repeat(100);
    const id = await insertReading(database.db, { userId: member.id, intention: 'Love?', category: null, text });
    await database.db.execute(sql`update readings set created_at = '2026-07-08 09:10:11.121314+00' where id = ${id}`);
    const unsaved = await insertReading(database.db, {
      userId: member.id,
      createdAt: new Date('2026-07-01T00:00:00Z'),
    });
    await insertReading(database.db, { userId: other.id });
    const [saved] = await database.db.insert(savedReadings).values({ userId: member.id, readingId: id }).returning();

    expect(await readReadingHistoryPage(database, { userId: member.id })).toEqual([
      {
        id,
        at: '2026-07-08T09:10:11.121314Z',
        intention: 'Love?',
        category: null,
        opening: text.slice(0, 161),
        savedId: saved!.id,
      },
      {
        id: unsaved,
        at: '2026-07-01T00:00:00.000000Z',
        intention: 'Will the new job suit me?',
        category: 'Career',
        opening: 'Your cup shows a bridge over calm water.',
        savedId: null,
      },
    ]);
  });

  it('pages by (time, id) strictly after the position given, a probe of one more than a page', async () => {
    const member = await insertMember(database.db);
    const ids: number[] = [];
    for (let i = 0; i < HISTORY_PAGE_PROBE + 3; i++) {
      // Two readings share each instant: the id breaks the tie.
      ids.push(
        await insertReading(database.db, {
          userId: member.id,
          createdAt: new Date(Date.UTC(2026, 7, 1, 0, Math.floor(i / 2))),
        }),
      );
    }
    const pages = await allRows(member.id);
    expect(pages[0]).toHaveLength(HISTORY_PAGE_PROBE);
    expect(pages.flat().map((row) => row.id)).toEqual([...ids].reverse());
  });

  it('gives back intentions and openings exactly as stored, whatever their characters', async () => {
    const member = await insertMember(database.db);
    for (const [i, text] of HOSTILE_STRINGS.entries()) {
      await insertReading(database.db, {
        userId: member.id,
        intention: text,
        category: text,
        text,
        createdAt: new Date(Date.UTC(2026, 8, 1, 0, i)),
      });
    }
    const rows = (await allRows(member.id)).flat().reverse();
    expect(rows.map((row) => row.intention)).toEqual(HOSTILE_STRINGS);
    expect(rows.map((row) => row.category)).toEqual(HOSTILE_STRINGS);
    // left() counts characters, not bytes or UTF-16 units.
    expect(rows.map((row) => row.opening)).toEqual(HOSTILE_STRINGS.map((text) => [...text].slice(0, 161).join('')));
  });
});
