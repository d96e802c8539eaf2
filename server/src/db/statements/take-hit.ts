import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { int, rowDecoder, time } from './decode-row';

/**
 * Counts one hit on a rate-limit key if its window has room, as one upsert: the WHERE of ON
 * CONFLICT is evaluated on the locked, latest row, so parallel hits never take more than the limit
 * between them. A window that began at or before the floor has ended, and the hit starts a new one.
 * $1 the key, $2 the start of a new window, $3 the floor, $4 the limit. No row: the window is full.
 */
export const TAKE_HIT_SQL = `
insert into rate_limits as r (key, window_start, count) values ($1, $2, 1)
on conflict (key) do update set
  count = case when r.window_start <= $3 then 1 else r.count + 1 end,
  window_start = case when r.window_start <= $3 then $2 else r.window_start end
where r.window_start <= $3 or r.count < $4
returning r.count, r.window_start`;

const statement = defineStatement('telve_take_hit', TAKE_HIT_SQL);

const decode = rowDecoder('take hit', { count: int, windowStart: time });

/** The hit as counted (hits in the window including this one, and the window's start), or null when it was full. */
export async function takeRateLimitHit(
  database: Database,
  options: { key: string; freshWindowStart: Date; floor: Date; limit: number },
): Promise<{ count: number; windowStart: Date } | null> {
  const [row] = await statement.run(database, [
    options.key,
    options.freshWindowStart.toISOString(),
    options.floor.toISOString(),
    options.limit,
  ]);
  return row ? decode(row) : null;
}
