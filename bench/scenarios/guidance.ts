import { performance } from 'node:perf_hooks';
import { ZODIAC_SIGNS } from '@contract/zodiac';
import { composeHoroscope } from '../../server/src/features/guidance/horoscope-composer';
import { composeInsights } from '../../server/src/features/guidance/horoscope-insights';
import { skyFor } from '../../server/src/features/guidance/sky';
import { load } from '../lib';
import type { Budget, Scenario } from './types';

/** Fresh dates for the cache-miss timing, one per day from 2030 on (none cached by the server). */
const MISS_SAMPLES = 200;
/** A warm cache miss, at p99 (the very first also pays for compiling the code, so is shown apart). */
const MISS_BUDGET_MS = 50;
const WARM_UP_DAYS = 20;

/**
 * Daily guidance: the horoscope as a free member reads it (a cache hit after the first request)
 * and a premium member's fresh affirmation (a locked read and an insert per call), plus the
 * in-process cost of a horoscope cache miss and of a premium member's insights.
 */
export const guidanceScenario: Scenario = {
  name: 'guidance',
  async run({ url, signIn }) {
    const free = await signIn();
    // 120 affirmations an hour per member: 20 premium members give 2,400.
    const premium = await Promise.all(Array.from({ length: 20 }, () => signIn({ premium: true })));
    const today = new Date().toISOString().slice(0, 10);
    const horoscope = await load('POST /api/horoscope (free)', {
      url: `${url}/api/horoscope`,
      method: 'POST',
      body: { sign: 'Leo', date: today },
      headers: { cookie: free },
    });
    const affirmation = await load('POST /api/affirmation (premium)', {
      url: `${url}/api/affirmation`,
      method: 'POST',
      body: { mood: 'Happy' },
      members: premium,
      perMember: 120,
    });
    const { lines, missP99 } = missCosts();
    const budgets: Budget[] = [
      { name: 'horoscope cache miss p99 (in process)', value: missP99, limit: MISS_BUDGET_MS, unit: 'ms' },
    ];
    return { results: [horoscope, affirmation], lines, budgets };
  },
};

function missCosts(): { lines: string[]; missP99: number } {
  const start = Date.UTC(2030, 0, 1);
  const dates = Array.from({ length: MISS_SAMPLES }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  // The very first miss also pays for compiling the code; it is shown apart, then a few untimed
  // rounds let the figures describe a server that has been up for a while.
  const coldStart = performance.now();
  composeHoroscope({ sign: 'Aries', date: '2029-12-01', sky: skyFor('2029-12-01') });
  const cold = performance.now() - coldStart;
  for (let day = 2; day <= WARM_UP_DAYS; day++) {
    const date = `2029-12-${String(day).padStart(2, '0')}`;
    composeHoroscope({ sign: 'Aries', date, sky: skyFor(date) });
  }
  const misses: number[] = [];
  const insights: number[] = [];
  dates.forEach((date, i) => {
    const sign = ZODIAC_SIGNS[i % ZODIAC_SIGNS.length] ?? 'Aries';
    const began = performance.now();
    const sky = skyFor(date);
    composeHoroscope({ sign, date, sky });
    const composed = performance.now();
    composeInsights({ sign, date, sky, intentions: ['Love', 'Career', 'Finding my calm'] });
    insights.push(performance.now() - composed);
    misses.push(composed - began);
  });
  const miss = percentiles(misses);
  const insight = percentiles(insights);
  return {
    lines: [
      `horoscope cache miss (skyFor + composeHoroscope, ${MISS_SAMPLES} dates): ${miss.text}, first ${cold.toFixed(2)} ms`,
      `premium insights per request (composeInsights, ${MISS_SAMPLES} dates): ${insight.text}`,
    ],
    missP99: miss.p99,
  };
}

function percentiles(samples: number[]): { p99: number; text: string } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p99: at(0.99), text: `p50 ${at(0.5).toFixed(2)} ms, p99 ${at(0.99).toFixed(2)} ms` };
}
