// `npm run bench`: load figures for the built server beside a bare Fastify route, each feature's
// scenarios (GET /api/user beside reference servers, memory and start-up among them), and page
// weight; exits non-zero when a budget is missed. BENCH_SECONDS shortens every load (default 10 s),
// BENCH_ROUNDS the alternating reference runs (3), BENCH_MIXED_SECONDS the mixed load (60 s),
// BENCH_SOAK_SECONDS the two-process soak on PostgreSQL (300 s; skipped without PostgreSQL).
// BENCH_ONLY=circles,guidance runs only the named scenarios, without the bare and health loads, the
// page weight and Lighthouse, to measure one change quickly.
import { LANGUAGES } from '@contract/languages';
import Fastify from 'fastify';
import { signUpThrough } from '../server/test/sign-up';
import { freePort, spawnServer } from '../server/test/spawn-server';
import { TestClient } from '../server/test/test-client';
import { checkBudgets, type LoadResult, landingFirstLoadJs, languageChunksJs, load, printLoad } from './lib';
import { measurePages, type PageFigures, reportLighthouse } from './lighthouse';
import { SCENARIOS } from './scenarios';
import type { BenchContext, Budget } from './scenarios/types';
import { p99Targets } from './targets';

/** The landing page's first-load JavaScript, gzipped (docs/decisions/0002-build-and-serve.md). */
const LANDING_JS_BUDGET_KB = 100;

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY: no scenario named ${unknown.join(', ')} (${SCENARIOS.map((s) => s.name).join(', ')})`);
}
const scenarios = only.length > 0 ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });

// The bench signs up a few hundred members from one address.
const server = await spawnServer({ REGISTRATIONS_PER_HOUR: '10000' }, { entry: 'built', echo: true });
const results: LoadResult[] = [];
const lines: string[] = [];
const budgets: Budget[] = [];
let lighthouse: PageFigures[] = [];
let lighthouseFailure: string | undefined;
const context: BenchContext = {
  url: server.url,
  pid: server.child.pid,
  async signIn(options = {}) {
    const member = new TestClient(server.url);
    await signUpThrough((path, body) => member.post(path, body), {}, options);
    return member.cookieHeader();
  },
};

try {
  if (only.length === 0) {
    results.push(await load('bare Fastify GET /bare', { url: `http://127.0.0.1:${barePort}/bare` }));
    results.push(await load('GET /api/health', { url: `${server.url}/api/health` }));
  }
  for (const scenario of scenarios) {
    const outcome = await scenario.run(context);
    results.push(...outcome.results);
    lines.push(...(outcome.lines ?? []));
    budgets.push(...(outcome.budgets ?? []));
  }
  if (only.length === 0) {
    // A page Lighthouse cannot measure is a missed target, not the loss of every figure above.
    try {
      lighthouse = await measurePages(context);
    } catch (error) {
      lighthouseFailure = error instanceof Error ? error.message : String(error);
    }
  }
} finally {
  await server.stop();
  await bare.close();
}

printLoad(results);
if (only.length === 0) {
  const [bareResult, health] = results as [LoadResult, LoadResult];
  console.info(
    `\nhealth / bare: ${(health.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}x requests/s, p99 ${health.p99} ms vs ${bareResult.p99} ms`,
  );
}
for (const line of lines) console.info(line);
if (only.length === 0) {
  const landing = landingFirstLoadJs();
  console.info(`landing first-load JavaScript: ${landing.files.length} files, the same shell in every language`);
  // Then, once the app starts, its words: the runtime and the shared catalog of the page's language.
  for (const language of LANGUAGES) {
    const words = languageChunksJs(language);
    console.info(
      `  with its words in ${language}: +${(words.gzipBytes / 1024).toFixed(2)} KiB (${words.files.join(', ')}), ${((landing.gzipBytes + words.gzipBytes) / 1024).toFixed(2)} KiB in all`,
    );
  }
  budgets.push({
    name: 'landing first-load JavaScript (gzipped)',
    value: landing.gzipBytes / 1024,
    limit: LANDING_JS_BUDGET_KB,
    unit: 'KB',
  });
}

budgets.push(...p99Targets(results));

const missed = [...checkBudgets(budgets).map((b) => b.name), ...reportLighthouse(lighthouse)];
if (lighthouseFailure) {
  console.error(`\nLighthouse measured no page: ${lighthouseFailure}`);
  missed.push('Lighthouse');
}
if (missed.length > 0) {
  console.error(`\n${missed.length} budget(s) missed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
