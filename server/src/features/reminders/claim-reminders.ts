import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reminders } from '../../db/schema';
import { localClock, minutesOf } from './local-clock';

/**
 * How late a reminder may still go out after its time: a process that was down, or a tick that
 * came late, catches up within the hour; a reminder turned on at 10:00 for 08:00 waits for tomorrow.
 */
export const CATCH_UP_MINUTES = 60;

/** A member's reminder for her local day, claimed by this process to send. */
export interface ReminderClaim {
  userId: number;
  localDay: string;
}

/**
 * Claims the reminders due at `now`: each member whose local time in her zone has reached her
 * reminder time (within CATCH_UP_MINUTES) and whose reminder for that local day nobody has claimed.
 * Which are due is worked out here (her zone as this engine knows it); the claim is one
 * INSERT ... SELECT ... ON CONFLICT DO NOTHING RETURNING on reminder_sends' primary key, so of any
 * number of processes and ticks at once exactly one gets each member's day, and a member who
 * turned the reminder off since the read is left out by the same statement.
 */
export async function claimDueReminders(ctx: Pick<AppContext, 'db'>, now: Date): Promise<ReminderClaim[]> {
  const enabled = await ctx.db
    .select({ userId: reminders.userId, time: reminders.time, timeZone: reminders.timeZone })
    .from(reminders)
    .where(eq(reminders.enabled, true));
  const due: ReminderClaim[] = [];
  for (const row of enabled) {
    const clock = localClock(now, row.timeZone);
    if (!clock) continue;
    const late = clock.minutes - minutesOf(row.time);
    if (late >= 0 && late < CATCH_UP_MINUTES) due.push({ userId: row.userId, localDay: clock.day });
  }
  if (due.length === 0) return [];
  const values = sql.join(
    due.map((claim) => sql`(${claim.userId}::integer, ${claim.localDay}::date)`),
    sql`, `,
  );
  const result = (await ctx.db.execute(sql`
    insert into reminder_sends (user_id, local_day, claimed_at)
    select due.user_id, due.local_day, ${now.toISOString()}::timestamptz
    from (values ${values}) as due (user_id, local_day)
    join reminders on reminders.user_id = due.user_id and reminders.enabled
    on conflict do nothing
    returning user_id, local_day::text as local_day`)) as unknown as {
    rows: Array<{ user_id: number; local_day: string }>;
  };
  return result.rows.map((row) => ({ userId: Number(row.user_id), localDay: row.local_day }));
}
