import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import type { ReadingRow } from '../schema';
import { decodeReadingRow } from './reading-row';

/**
 * The member's latest reading, whole (every dashboard and the reading page ask for it), as one
 * JSON array (reading-row.ts). $1 the member.
 */
export const LATEST_READING_SQL = `
select json_build_array(id, user_id, intention, category, seed, area, settling, symbols, text, care,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
from readings
where user_id = $1
order by created_at desc, id desc
limit 1`;

const statement = defineStatement('telve_latest_reading', LATEST_READING_SQL);

/** The member's latest reading, or null when they have had none. */
export async function readLatestReading(database: Database, userId: number): Promise<ReadingRow | null> {
  const [row] = await statement.run(database, [userId]);
  return row ? decodeReadingRow(row[0]) : null;
}
