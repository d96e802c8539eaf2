// Two app processes on one PostgreSQL database, as behind a load balancer, for BENCH_SOAK_SECONDS
// (default 300) of mixed daily load: 16 premium members, each request to the next process in turn
// (sign-ins, moods, readings saved to the journal, circle posts, likes, and the reads around them;
// bench/soak/day.ts). Counted: errors (any 5xx, or no answer), lost writes (every acknowledged write
// looked for afterwards through the other process; a session one process issued that the other
// refused), and each process's resident memory every 10 s. Skipped, without failing the bench, when
// no PostgreSQL server can be reached (BENCH_DATABASE_URL, else .ci/postgres.sh's local server).
import { type ServerProcess, spawnServer } from '../../server/test/spawn-server';
import { backgroundCounts, MEMBER_BACKGROUNDS } from '../soak/background';
import { playDay } from '../soak/day';
import { SoakMember } from '../soak/member';
import { drift, sampleMemory } from '../soak/memory';
import { soakDatabase } from '../soak/postgres';
import { Tally } from '../soak/tally';
import { checkWrites } from '../soak/verify';
import { SOAK_TARGETS } from '../targets';
import type { Budget, Scenario } from './types';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const MEMBERS = 16;
const PROCESSES = 2;

async function startProcesses(url: string): Promise<ServerProcess[]> {
  // Started together on the empty database: they migrate it once, under the start-up lock.
  return Promise.all(
    Array.from({ length: PROCESSES }, () =>
      spawnServer({ DATABASE_URL: url, REGISTRATIONS_PER_HOUR: '10000' }, { entry: 'built', healthTimeoutMs: 180_000 }),
    ),
  );
}

/** Members signed up, premium, and joined to one circle (the first the community offers). */
async function gather(urls: string[], tally: Tally): Promise<SoakMember[]> {
  const members = Array.from({ length: MEMBERS }, (_, i) => new SoakMember(i, urls, tally));
  for (const member of members) await member.register();
  const circles = await members[0]?.send('GET /api/circles', 'GET', '/api/circles');
  const circleId = (circles?.body as { id: number }[] | undefined)?.[0]?.id;
  if (circles?.status !== 200 || circleId === undefined) throw new Error('soak: no circle to join');
  for (const member of members) {
    member.circleId = circleId;
    const joined = await member.send('PUT /api/circles/:id/membership', 'PUT', `/api/circles/${circleId}/membership`);
    if (joined?.status !== 200) throw new Error(`soak: joining the circle answered ${joined?.status ?? 'nothing'}`);
  }
  return members;
}

export const soakScenario: Scenario = {
  name: 'soak',
  async run() {
    const database = await soakDatabase();
    if ('skipped' in database) return { results: [], lines: [`two-process soak: skipped (${database.skipped})`] };
    let servers: ServerProcess[] = [];
    try {
      servers = await startProcesses(database.url);
      const urls = servers.map((server) => server.url);
      const tally = new Tally();
      const members = await gather(urls, tally);
      const setupRequests = tally.requests;
      tally.restartTiming();

      const memory = sampleMemory(servers.map((server) => server.child.pid));
      const began = performance.now();
      const until = began + SOAK_SECONDS * 1000;
      let stop = () => {};
      const stopped = new Promise<void>((resolve) => {
        stop = resolve;
      });
      const backgrounds = members.flatMap((member) =>
        MEMBER_BACKGROUNDS.map((background) => background.run(member, { urls, tally, stopped })),
      );
      await Promise.all(members.map((member) => playDay(member, until)));
      stop();
      await Promise.all(backgrounds);
      const seconds = (performance.now() - began) / 1000;
      const samples = memory.stop();
      const soakRequests = tally.requests - setupRequests;
      const p50 = tally.percentile(50);
      const p99 = tally.percentile(99);
      const slowest = tally.slowest(3);

      const writes = await checkWrites(members, PROCESSES);
      const lostSessions = members.reduce((sum, member) => sum + member.lostSessions, 0);
      const lost = writes.lost.length + lostSessions;
      const drifts = samples.map((series) => drift(series, SOAK_SECONDS));

      const checked = Object.entries(writes.checked)
        .map(([kind, n]) => `${n} ${kind === 'journal' ? 'journal saves' : `${kind}s`}`)
        .join(', ');
      const lines = [
        `\ntwo-process soak on PostgreSQL: ${MEMBERS} members for ${seconds.toFixed(0)} s, ${soakRequests} requests (${(soakRequests / seconds).toFixed(1)}/s; process 1 ${tally.perProcess[0]}, process 2 ${tally.perProcess[1]} with set-up and checks), p50 ${p50} ms, p99 ${p99} ms`,
        `  slowest: ${slowest.map((k) => `${k.label} p50 ${k.p50} / p99 ${k.p99} ms (${k.count})`).join('; ')}`,
        `  errors (5xx or no answer): ${tally.errors}; refused by a fair-use limit (429): ${tally.refused}; other unexpected answers: ${tally.unexpected}`,
        ...tally.samples.map((sample) => `    ${sample}`),
        `  lost writes: ${lost} (${writes.lost.length} of ${checked} acknowledged by one process and looked for through the other; ${lostSessions} sessions refused by the other process)`,
        ...writes.lost
          .slice(0, 5)
          .map((write) => `    lost ${write.kind} ${write.id} (acknowledged by process ${write.process + 1})`),
        ...drifts.map(
          (d, i) =>
            `  process ${i + 1} resident memory: ${(samples[i] ?? []).map((s) => s.mb.toFixed(0)).join(' ')} MB every 10 s; ${d.lateMb.toFixed(1)} MB (${d.late[0].toFixed(0)}-${SOAK_SECONDS} s) vs ${d.earlyMb.toFixed(1)} MB (${d.early[0].toFixed(0)}-${d.early[1].toFixed(0)} s): ${d.percent >= 0 ? '+' : ''}${d.percent.toFixed(1)}%`,
        ),
        ...(MEMBER_BACKGROUNDS.length > 0
          ? [
              `  backgrounds (${MEMBER_BACKGROUNDS.map((b) => b.name).join(', ')}): ${backgroundCounts.events} events, ${backgroundCounts.reconnects} reconnects`,
            ]
          : ['  members streaming circles: not yet (bench/soak/background.ts, MEMBER_BACKGROUNDS)']),
      ];
      const budgets: Budget[] = [
        { name: 'soak: errors (5xx or no answer)', value: tally.errors, limit: SOAK_TARGETS.errors, unit: 'count' },
        { name: 'soak: lost writes', value: lost, limit: SOAK_TARGETS.lostWrites, unit: 'count' },
        ...drifts.map(
          (d, i): Budget => ({
            name: `soak: process ${i + 1} memory, last minute vs second (|drift|)`,
            value: Math.abs(d.percent),
            limit: SOAK_TARGETS.memoryDriftPercent,
            unit: '%',
          }),
        ),
      ];
      const result = {
        name: 'soak, 2 processes (mixed)',
        requestsPerSecond: Math.round(soakRequests / seconds),
        p50,
        p99,
        errors: tally.errors,
        non2xx: tally.refused + tally.unexpected,
      };
      return { results: [result], lines, budgets };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop().catch((error: unknown) => console.warn(`soak: could not drop its database: ${error}`));
    }
  },
};
