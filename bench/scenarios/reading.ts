// The reading: how fast the embedded oracle casts and writes a cup (in-process; target p99 under
// 5 ms), and POST /api/coffee-reading under load, spread over members within their fair use.
import { type CastInput, castCup, composeReading } from '../../server/src/features/reading/oracle';
import { load } from '../lib';
import type { Budget, Scenario } from './types';

const CASTS = 2_000;
const WARM_UP = 1_000;
const TARGET_P99_MS = 5;

const swirl = {
  swirls: [
    { peak: 212, durationMs: 2000, at: 0 },
    { peak: 187, durationMs: 2000, at: 2400 },
    { peak: 240, durationMs: 2000, at: 4900 },
  ],
};

function castInput(i: number, recentSymbolIds: readonly string[]): CastInput {
  return {
    memberKey: String(i % 50),
    intention: i % 3 === 0 ? '' : 'find a job I love',
    category: (['Love', 'Career', 'Health', 'Other'] as const)[i % 4],
    sign: 'Leo',
    mood: 'Hopeful',
    date: '2025-03-14',
    swirl,
    nonce: `${i}:${1_741_939_200_000 + i}`,
    recentSymbolIds,
  };
}

/** p50 and p99 of castCup + composeReading over CASTS casts, each avoiding the previous five cups. */
function oracleTimings(): { p50: number; p99: number } {
  const recent: string[][] = [];
  const run = (i: number): number => {
    const start = performance.now();
    const cup = castCup(castInput(i, recent.flat()));
    composeReading(cup, { intention: 'find a job I love', firstName: 'Ayla' });
    const elapsed = performance.now() - start;
    recent.push(cup.symbols.map((p) => p.symbol.id));
    if (recent.length > 5) recent.shift();
    return elapsed;
  };
  for (let i = 0; i < WARM_UP; i++) run(i);
  const times = Array.from({ length: CASTS }, (_, i) => run(WARM_UP + i)).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

export const readingScenario: Scenario = {
  name: 'reading',
  async run(context) {
    const { p50, p99 } = oracleTimings();
    const line =
      `oracle generation (castCup + composeReading, ${CASTS.toLocaleString('en')} casts): ` +
      `p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms`;
    const budget: Budget = { name: 'oracle generation p99 (in process)', value: p99, limit: TARGET_P99_MS, unit: 'ms' };
    // 30 readings an hour per member: 60 members give 1,800 readings.
    const members = await Promise.all(Array.from({ length: 60 }, () => context.signIn()));
    const reading = await load('POST /api/coffee-reading', {
      url: `${context.url}/api/coffee-reading`,
      method: 'POST',
      body: { intention: 'find a job I love', category: 'Career', swirl },
      members,
      perMember: 30,
    });
    return { results: [reading], lines: [line], budgets: [budget] };
  },
};
