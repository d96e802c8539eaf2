import { DEFAULT_REMINDER_TIME, type ReminderSettings, type UpdateReminder } from '@contract/reminders';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { reminders } from '../../db/schema';

/** The member's reminder as Settings shows it; off at 08:00 until she turns it on. */
export async function getReminderSettings(ctx: AppContext, options: { userId: number }): Promise<ReminderSettings> {
  const [row] = await ctx.db
    .select({ enabled: reminders.enabled, time: reminders.time, timeZone: reminders.timeZone })
    .from(reminders)
    .where(eq(reminders.userId, options.userId));
  return {
    enabled: row?.enabled ?? false,
    time: row?.time ?? DEFAULT_REMINDER_TIME,
    timeZone: row?.timeZone ?? null,
    publicKey: ctx.push.publicKey,
  };
}

/** Turns the reminder on at her time in her zone, or off: one upsert, the last write wins. */
export async function updateReminder(
  ctx: AppContext,
  options: { userId: number; settings: UpdateReminder },
): Promise<ReminderSettings> {
  const { enabled, time, timeZone } = options.settings;
  const values = { enabled, time, timeZone, updatedAt: ctx.now() };
  await ctx.db
    .insert(reminders)
    .values({ userId: options.userId, ...values })
    .onConflictDoUpdate({ target: reminders.userId, set: values });
  return { enabled, time, timeZone, publicKey: ctx.push.publicKey };
}
