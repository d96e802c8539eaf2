import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pushSubscriptions, reminders } from '../../db/schema';

/**
 * The member's reminder, for 'Download my data': her settings and the browsers that receive it
 * (each push service address and when it was added; never its keys, which are the browser's).
 */
export async function exportReminders(ctx: AppContext, options: { userId: number }) {
  const [settings, browsers] = await Promise.all([
    ctx.db
      .select({
        enabled: reminders.enabled,
        time: reminders.time,
        timeZone: reminders.timeZone,
        updatedAt: reminders.updatedAt,
      })
      .from(reminders)
      .where(eq(reminders.userId, options.userId)),
    ctx.db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, options.userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
  ]);
  return { settings: settings[0] ?? null, subscriptions: browsers };
}
