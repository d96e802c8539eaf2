// `npm run bench`: load figures for the built server beside a bare Fastify route, each feature's
// scenarios, and page weight. BENCH_SECONDS shortens every load (default 10 s).
import Fastify from 'fastify';
import { freePort, type LoadResult, landingFirstLoadJs, load, printLoad, startBuiltServer } from './lib';
import { SCENARIOS } from './scenarios';
import type { BenchContext } from './scenarios/types';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });

const server = await startBuiltServer();
const results: LoadResult[] = [];
const lines: string[] = [];
let members = 0;
const context: BenchContext = {
  url: server.url,
  async signIn(options = {}) {
    members += 1;
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Member',
        email: `bench-${Date.now()}-${members}@telve.test`,
        password: 'bench-cup-of-coffee',
        dateOfBirth: '1990-07-30',
        intentions: ['Love'],
      }),
    });
    if (res.status !== 201) throw new Error(`bench sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = (res.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    if (options.premium) {
      const sub = await fetch(`${server.url}/api/activate-demo-subscription`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ plan: 'annual' }),
      });
      if (!sub.ok) throw new Error(`bench premium activation failed: ${sub.status}`);
    }
    return cookie;
  },
};

try {
  results.push(await load('bare Fastify GET /bare', { url: `http://127.0.0.1:${barePort}/bare` }));
  results.push(await load('GET /api/health', { url: `${server.url}/api/health` }));
  for (const scenario of SCENARIOS) {
    const outcome = await scenario.run(context);
    results.push(...outcome.results);
    lines.push(...(outcome.lines ?? []));
  }
} finally {
  await server.stop();
  await bare.close();
}

printLoad(results);
const [bareResult, health] = results as [LoadResult, LoadResult];
console.info(
  `\nhealth / bare: ${(health.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}x requests/s, p99 ${health.p99} ms vs ${bareResult.p99} ms`,
);
for (const line of lines) console.info(line);
const landing = landingFirstLoadJs();
console.info(
  `landing first-load JavaScript: ${(landing.gzipBytes / 1024).toFixed(1)} KB gzipped (${landing.files.length} files; budget 100 KB)`,
);
