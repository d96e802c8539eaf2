import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves once the process has written a line matching `pattern` (to stdout or stderr). */
  waitForOutput(pattern: RegExp): Promise<void>;
  exited: Promise<number | null>;
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
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
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

/** Runs server/src/main.ts in its own process (through tsx), as `npm start` would run the build. */
export async function spawnServer(env: Record<string, string>, options: { waitForHealth?: boolean } = {}) {
  const port = env.PORT ?? String(await freePort());
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(out)) return false;
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        resolve();
        return true;
      };
      if (check()) return;
      child.stdout?.on('data', check);
      child.stderr?.on('data', check);
      child.once('exit', () => {
        if (!pattern.test(out)) reject(new Error(`The server exited before writing ${pattern}: ${out}`));
      });
    });
  const server: ServerProcess = { child, url, output: () => out, waitForOutput, exited };
  if (options.waitForHealth ?? true) {
    try {
      await waitForHealth(url, child);
    } catch (error) {
      // A server that never became healthy must not outlive the test.
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}: ${out}`);
    }
  }
  return server;
}
