import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';

/**
 * Records a free member's line for the mood only on its first showing that day. A rare double row
 * from two simultaneous first calls is harmless (it only repeats a text in the history). $1 the
 * member, $2 the mood, $3 the line, $4 now, $5 the start of the day.
 */
export const RECORD_DAILY_AFFIRMATION_SQL = `
insert into affirmation_history (user_id, mood, text, created_at)
select $1, $2, $3, $4
where not exists (
  select 1 from affirmation_history
  where user_id = $1 and mood = $2 and text = $3 and created_at >= $5
)`;

const statement = defineStatement('telve_record_daily_affirmation', RECORD_DAILY_AFFIRMATION_SQL);

/** Records the day's line in the member's affirmation history unless it is there already today. */
export async function recordDailyAffirmation(
  database: Database,
  options: { userId: number; mood: string; text: string; now: Date; dayStart: Date },
): Promise<void> {
  const { userId, mood, text, now, dayStart } = options;
  await statement.run(database, [userId, mood, text, now.toISOString(), dayStart.toISOString()]);
}
