import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/test/spawn-server';

interface ReferenceServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs one of the reference servers (`pglite-user` or `postgres-user`) on a free port. */
export async function spawnReference(name: 'pglite-user' | 'postgres-user', env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`reference server ${name} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  } satisfies ReferenceServer;
}
