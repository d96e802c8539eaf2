import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import type { ReadingRow } from '../schema';
import { decodeReadingRow } from './reading-row';

/** One reading of the member's, whole, as one JSON array (reading-row.ts). $1 the reading, $2 the member. */
export const READING_BY_ID_SQL = `
select json_build_array(id, user_id, intention, category, seed, area, settling, symbols, text, care,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
from readings
where id = $1 and user_id = $2`;

const statement = defineStatement('telve_reading_by_id', READING_BY_ID_SQL);

/** The reading with this id if it is the member's; null otherwise (another member's is as missing). */
export async function readReadingById(
  database: Database,
  options: { readingId: number; userId: number },
): Promise<ReadingRow | null> {
  const [row] = await statement.run(database, [options.readingId, options.userId]);
  return row ? decodeReadingRow(row[0]) : null;
}
