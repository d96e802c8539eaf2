import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
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
  const server: ServerProcess = { child, url, output: () => out, exited };
  if (options.waitForHealth ?? true) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
      if (Date.now() > deadline) throw new Error(`server never became healthy: ${out}`);
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return server;
}
