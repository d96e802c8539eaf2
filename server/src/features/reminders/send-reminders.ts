import type { ReminderPayload } from '@contract/reminders';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { AppContext } from '../../context';
import { pushSubscriptions, users } from '../../db/schema';
import { claimDueReminders } from './claim-reminders';
import { reminderLine } from './reminder-line';
import { sendPush } from './send-push';

/** What a reminder is titled and opens. */
export const REMINDER_TITLE = 'Telve';
export const REMINDER_URL = '/dashboard';
/** Push services are called a few at a time. */
const SENDING_AT_ONCE = 8;

type ReminderLog = { warn(obj: object, msg?: string): void };

/** What one tick did, for tests and the log. */
export interface ReminderTick {
  claimed: number;
  sent: number;
  removed: number;
  failed: number;
}

/**
 * One scheduler tick: claims the reminders due now (claimDueReminders) and sends each member's, in
 * her language, to every browser she subscribed. A browser the push service answers 404 or 410 for is forgotten; any
 * other failure is logged (a status, never her line or address) and not tried again: the day is
 * claimed, so her next reminder is tomorrow's.
 */
export async function sendDueReminders(
  ctx: Pick<AppContext, 'db' | 'now' | 'push' | 'horoscopes'>,
  log: ReminderLog,
): Promise<ReminderTick> {
  const claims = await claimDueReminders(ctx, ctx.now());
  const tick: ReminderTick = { claimed: claims.length, sent: 0, removed: 0, failed: 0 };
  if (claims.length === 0) return tick;
  const ids = claims.map((claim) => claim.userId);
  const [people, browsers] = await Promise.all([
    ctx.db
      .select({ id: users.id, dateOfBirth: users.dateOfBirth, language: users.language })
      .from(users)
      .where(inArray(users.id, ids)),
    ctx.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids)),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const dayOf = new Map(claims.map((claim) => [claim.userId, claim.localDay]));
  const lines = new Map<number, string>();
  const lineOf = (userId: number) => {
    let line = lines.get(userId);
    if (line === undefined) {
      const localDay = dayOf.get(userId) ?? '';
      const person = personOf.get(userId);
      line = reminderLine({
        dateOfBirth: person?.dateOfBirth ?? null,
        localDay,
        horoscopes: ctx.horoscopes,
        language: person?.language,
      });
      lines.set(userId, line);
    }
    return line;
  };
  const limit = pLimit(SENDING_AT_ONCE);
  await Promise.all(
    browsers.map((browser) =>
      limit(async () => {
        const payload: ReminderPayload = {
          title: REMINDER_TITLE,
          body: lineOf(browser.userId),
          url: REMINDER_URL,
        };
        const outcome = await sendPush(ctx.push, browser, payload);
        if (outcome.kind === 'sent') tick.sent++;
        else if (outcome.kind === 'gone') {
          await ctx.db
            .delete(pushSubscriptions)
            .where(and(eq(pushSubscriptions.id, browser.id), eq(pushSubscriptions.endpoint, browser.endpoint)));
          tick.removed++;
        } else {
          tick.failed++;
          log.warn({ status: outcome.status, subscription: browser.id }, 'a reminder could not be delivered');
        }
      }),
    ),
  );
  return tick;
}
