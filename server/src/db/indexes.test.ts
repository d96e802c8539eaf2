import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function indexesOf(table: string): Promise<Record<string, string>> {
  const result = await database.db.execute(
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename = ${table}`,
  );
  const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING /, '')]));
}

/**
 * The plan of `query` with sequential and bitmap scans discouraged: which index, if any, can serve it
 * in its order. With a near-empty table (the worker's database is kept and emptied between files,
 * its statistics with it) the planner may otherwise take a bitmap scan and sort two rows.
 */
async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain ${query}`);
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  });
}

describe('the hot paths’ indexes', () => {
  it('has (member, mood, created) for the affirmation checks and (member, created, id) for reading pages', async () => {
    expect(await indexesOf('affirmation_history')).toMatchObject({
      affirmation_history_user_mood_idx: 'btree (user_id, mood, created_at)',
    });
    expect(await indexesOf('readings')).toMatchObject({
      readings_user_page_idx: 'btree (user_id, created_at, id)',
    });
  });

  it('serves the free affirmation check and a deep page of readings from those indexes', async () => {
    const check = await planOf(
      sql`select 1 from affirmation_history where user_id = 1 and mood = 'Calm' and text = 'x' and created_at >= '2026-01-01'`,
    );
    expect(check).toContain('affirmation_history_user_mood_idx');
    const page = await planOf(
      sql`select id from readings where user_id = 1 and (created_at, id) < ('2026-01-01'::timestamptz, 5) order by created_at desc, id desc limit 21`,
    );
    expect(page).toContain('readings_user_page_idx');
    expect(page).not.toContain('Sort');
  });
});

describe("a reading's conversation", () => {
  it('is read, and cascaded through, by (reading, created, id)', async () => {
    expect(await indexesOf('reading_questions')).toMatchObject({
      reading_questions_reading_idx: 'btree (reading_id, created_at, id)',
    });
    const plan = await planOf(
      sql`select * from reading_questions where reading_id = 7 and user_id = 3 order by created_at desc, id desc limit 100`,
    );
    expect(plan).toContain('reading_questions_reading_idx');
  });
});
