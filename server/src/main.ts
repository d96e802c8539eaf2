import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DataDirInUseError } from './db/data-dir-lock';
import { EnvError, loadConfig } from './env';
import { warmCareRulesInBackground } from './features/care';
import { openReaderThread, type ReaderThread } from './features/cup-photo';
import { collectWhenIdle, fullCollection } from './lib/idle-collection';
import { type QuietMoments, quietMoments } from './lib/quiet-moments';
import { workerEntry } from './lib/worker-entry';
import { loadImageLibraries } from './media/image-pipeline';
import { exitOnSignals } from './ops/shutdown';

/** Beside the server bundle: dist/server/main.js -> dist/client. */
function findClientDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../client'), path.resolve(here, '../../dist/client')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  config.clientDir ??= findClientDir();

  // A photo's shapes are found off the main thread, at a lower priority than the members' requests
  // (docs/decisions/0050-cup-reader-thread.md).
  const reader = workerEntry('cup-reader-worker', new URL('./features/cup-photo/reader-worker.ts', import.meta.url));
  const cupReader = openReaderThread(reader.entry, { eval: reader.eval });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, { cupReader: cupReader.read });
  } catch (error) {
    // EnvError: an S3 bucket that does not exist or refuses the credentials (media/open-blob-store.ts).
    if (error instanceof DataDirInUseError || error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // SIGTERM and SIGINT drain requests and streams, close the database, then exit (ops/shutdown.ts).
  exitOnSignals(app);

  // Fastify logs a JSON line per network interface as it starts listening; a person starting Telve
  // wants one line saying where to open it, so those info lines are held back for the listen.
  const level = app.log.level;
  if (['info', 'debug', 'trace'].includes(level)) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
  console.info(readyLine(config.host, listeningPort(app), Boolean(config.clientDir)));
  // Each step of the warm-up waits for a moment without requests: a page loading meanwhile is not held up.
  const quiet = quietMoments(WARM_UP_QUIET);
  app.server.on('request', quiet.seen);
  setTimeout(
    () => void warmUp(app, cupReader, quiet).finally(() => app.server.off('request', quiet.seen)),
    WARM_UP_AFTER_MS,
  ).unref();
  // After a busy spell, the heap it grew is given back once the requests stop (decision 0026).
  const collect = fullCollection();
  if (collect) {
    const idle = collectWhenIdle(collect);
    app.server.on('request', idle.seen);
    app.server.once('close', idle.stop);
  }
}

/** How long after listening the warm-up starts: start-up's first answers (health checks, the first page) come first. */
const WARM_UP_AFTER_MS = 1000;
/**
 * Before each step (up to ~0.2 s of the main thread each), 150 ms without a request, or 2 s at
 * most: a browser asks for a page's stylesheet, fonts and code within a few ms of each other.
 * Under unbroken load the longest wait doubles up to 16 s, so the twenty-odd steps meet a load's
 * requests once in 16 s rather than every 2 s (docs/decisions/0061-warm-up-backs-off-under-load.md).
 */
const WARM_UP_QUIET = { quietMs: 150, maxWaitMs: 2000, longestWaitMs: 16_000 };

/**
 * What the first members would otherwise wait for: the image libraries (the first photo waited
 * ~120 ms for them), the cup reader's thread and its silhouette templates, then the care rules, compiled one at a time rather than on the first texts.
 */
async function warmUp(
  app: Awaited<ReturnType<typeof buildApp>>,
  cupReader: ReaderThread,
  quiet: QuietMoments,
): Promise<void> {
  await quiet.next();
  try {
    await loadImageLibraries();
  } catch (error) {
    // Uploads will report it; the rest of Telve works without images.
    app.log.warn({ err: error }, 'the image libraries did not load');
  }
  await quiet.next();
  try {
    await cupReader.warm();
  } catch (error) {
    // The first photo will load it again, and report what fails.
    app.log.warn({ err: error }, 'the cup reader did not load');
  }
  await warmCareRulesInBackground(quiet.next);
}

function listeningPort(app: Awaited<ReturnType<typeof buildApp>>): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** The one line `npm start` prints: the address to open (localhost when bound to this machine or all). */
function readyLine(host: string, port: number, servesClient: boolean): string {
  const local = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${port}`;
  const reach = host === '0.0.0.0' || host === '::' ? ` (listening on every interface, port ${port})` : '';
  return servesClient
    ? `Telve is running: open ${url}${reach}`
    : `Telve's API is running on ${url}${reach}; the client is not built (npm run build)`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
