import type { AppContext } from '../../context';
import { sendDueReminders } from './send-reminders';

/** Every minute: a reminder goes out within a minute of its time. */
const TICK_EVERY_MS = 60 * 1000;

type SchedulerLog = { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };

/**
 * Runs sendDueReminders every `everyMs` in the background, one tick at a time in this process
 * (a tick still running when the next is due lets that one pass); every process of one database
 * runs its own, and the claim keeps each member to one reminder a day. The returned function stops
 * the timer and waits for a tick under way, so nothing touches the database after the app closes.
 */
export function scheduleReminders(
  ctx: Pick<AppContext, 'db' | 'now' | 'push' | 'horoscopes'>,
  log: SchedulerLog,
  options: { everyMs?: number } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = sendDueReminders(ctx, log)
      .then(
        (done) => {
          if (done.claimed > 0) log.info({ ...done }, 'sent the morning reminders due');
        },
        (error: unknown) => log.warn({ err: error }, 'the reminder tick failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const every = setInterval(tick, options.everyMs ?? TICK_EVERY_MS).unref();
  return async () => {
    clearInterval(every);
    await running;
  };
}
