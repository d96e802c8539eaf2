import type { ReadingSymbol } from '@contract/reading';
import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { int, listOf, nullable, rowDecoder, storedList, text } from './decode-row';

/**
 * What a new cup draws from the database: the member's latest mood, and their last few readings'
 * ids and symbols, newest first (one JSON array each). $1 the member, $2 how many readings.
 */
export const CAST_CONTEXT_SQL = `
select
  (select m.mood from moods m where m.user_id = $1 order by m.created_at desc, m.id desc limit 1),
  (select coalesce(json_agg(json_build_array(r.id, r.symbols) order by r.created_at desc, r.id desc), '[]')
    from (select id, symbols, created_at from readings where user_id = $1
      order by created_at desc, id desc limit $2) r)`;

const statement = defineStatement('telve_cast_context', CAST_CONTEXT_SQL);

const decodeRecent = rowDecoder('cast context reading', { id: int, symbols: storedList<ReadingSymbol>() });
const decodeContext = rowDecoder('cast context', { mood: nullable(text), recent: listOf(decodeRecent) });

export type CastContext = ReturnType<typeof decodeContext>;

/** The member's latest mood (null if none) and their last `readings` readings, newest first. */
export async function readCastContext(
  database: Database,
  options: { userId: number; readings: number },
): Promise<CastContext> {
  const [row] = await statement.run(database, [options.userId, options.readings]);
  return decodeContext(row);
}
