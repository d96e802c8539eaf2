import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { HoroscopeCache } from '../guidance';
import { scheduleReminders } from './schedule-reminders';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database whose read of the enabled reminders takes `ms` and finds none, counting reads and overlaps. */
function slowEmptyDb(ms: number) {
  const seen = { reads: 0, running: 0, mostAtOnce: 0, finished: 0 };
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          seen.reads++;
          seen.running++;
          seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
          await sleep(ms);
          seen.running--;
          seen.finished++;
          return [];
        },
      }),
    }),
  };
  return { db: db as unknown as AppContext['db'], seen };
}

const log = { warn: () => {}, info: () => {} };

describe('the reminder scheduler', () => {
  it('ticks on its timer one tick at a time, and once stopped waits for the tick under way and ticks no more', async () => {
    const { db, seen } = slowEmptyDb(60);
    const push = { publicKey: '', privateKey: '', subject: 'mailto:hello@telve.local' };
    const stop = scheduleReminders({ db, now: () => new Date(), push, horoscopes: new HoroscopeCache() }, log, {
      everyMs: 10,
    });
    await sleep(300);
    expect(seen.reads).toBeGreaterThanOrEqual(2);
    expect(seen.mostAtOnce).toBe(1);
    await stop();
    expect(seen.running).toBe(0);
    const reads = seen.reads;
    await sleep(100);
    expect(seen.reads).toBe(reads);
  });
});
