// `npm run bench`: load figures for the built server beside a bare Fastify route, and page weight.
import Fastify from 'fastify';
import { freePort, type LoadResult, landingFirstLoadJs, load, printLoad, startBuiltServer } from './lib';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const barePort = await freePort();
await bare.listen({ port: barePort, host: '127.0.0.1' });

const server = await startBuiltServer();
const results: LoadResult[] = [];
try {
  results.push(await load('bare Fastify GET /bare', { url: `http://127.0.0.1:${barePort}/bare` }));
  results.push(await load('GET /api/health', { url: `${server.url}/api/health` }));
} finally {
  await server.stop();
  await bare.close();
}

printLoad(results);
const [bareResult, health] = results as [LoadResult, LoadResult];
console.info(
  `\nhealth / bare: ${(health.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)}x requests/s, p99 ${health.p99} ms vs ${bareResult.p99} ms`,
);
const landing = landingFirstLoadJs();
console.info(
  `landing first-load JavaScript: ${(landing.gzipBytes / 1024).toFixed(1)} KB gzipped (${landing.files.length} files; budget 100 KB)`,
);
