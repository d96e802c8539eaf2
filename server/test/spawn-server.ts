// The one way tests, browser journeys and the bench run Telve in a process of its own. Nothing here
// needs Vitest, so the bench can use it too.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { START_ENV, startNodeFlags } from '../../scripts/start-flags.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The data dir it runs on (a fresh temporary one unless DATA_DIR was given). */
  dataDir: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the process has written a line matching `pattern` (to stdout or stderr). */
  exited: Promise<number | null>;
  /** Resolves with the output once it matches; rejects if the process exits first. */
  waitForOutput(pattern: RegExp): Promise<string>;
  /** SIGTERM, wait for the exit, and remove the data dir if it was made here; answers the exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Polls GET /api/health until it answers 200; fails early if the process exits. */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in ${timeoutMs / 1000} s`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

interface SpawnOptions {
  /**
   * 'source' runs server/src/main.ts through tsx (no build needed); 'built' runs
   * dist/server/main.js as `npm start` does (npm run test:e2e and npm run bench build it first).
   */
  entry?: 'source' | 'built';
  /** Wait until /api/health answers (default); false for a process expected to exit. */
  waitForHealth?: boolean;
  /** How long to wait for /api/health: 60 s unless given (many processes starting at once take longer). */
  healthTimeoutMs?: number;
  /** Also pass the server's output on to this process's stderr as it comes. */
  echo?: boolean;
}

/**
 * Runs Telve in its own process on a free port, on the embedded database in a fresh data dir
 * unless `env` names one; `env` adds to or overrides this process's environment.
 */
export async function spawnServer(env: Record<string, string> = {}, options: SpawnOptions = {}) {
  const port = env.PORT ?? String(await freePort());
  const ownDataDir = env.DATA_DIR ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'telve-server-'));
  const dataDir = env.DATA_DIR ?? (ownDataDir as string);
  // With npm start's Node flags, so a process test measures the server as members get it.
  const args = [
    ...startNodeFlags(),
    ...(options.entry === 'built'
      ? [path.join(root, 'dist/server/main.js')]
      : ['--import', 'tsx', path.join(root, 'server/src/main.ts')]),
  ];
  // With npm start's environment too (MALLOC_ARENA_MAX), unless this process's or `env` sets it.
  const childEnv: NodeJS.ProcessEnv = {
    ...START_ENV,
    ...process.env,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    ...env,
    PORT: port,
    DATA_DIR: dataDir,
  };
  // Telve binds to 127.0.0.1 unless HOST says otherwise; a HOST set in the calling shell is not ours.
  if (env.HOST === undefined) delete childEnv.HOST;
  let out = '';
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    out += chunk;
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    child,
    url,
    dataDir,
    output: () => out,
    exited,
    waitForOutput(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(out)) return;
          child.stdout?.off('data', check);
          child.stderr?.off('data', check);
          resolve(out);
        };
        child.stdout?.on('data', check);
        child.stderr?.on('data', check);
        void exited.then(() => reject(new Error(`The server exited before printing ${pattern}: ${out}`)));
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
      return code;
    },
  };
  if (options.waitForHealth ?? true) {
    try {
      await waitForHealth(url, child, options.healthTimeoutMs);
    } catch (error) {
      // A server that never became healthy must not outlive the test.
      child.kill('SIGKILL');
      await server.stop();
      throw new Error(`${(error as Error).message}: ${out}`);
    }
  }
  return server;
}
