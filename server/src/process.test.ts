import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-proc-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('exits non-zero with one line naming a bad environment variable', async () => {
    const server = await spawnServer({ PORT: 'not-a-port', DATA_DIR: tempDir() }, { waitForHealth: false });
    expect(await server.exited).not.toBe(0);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it('refuses a second server on the same data dir, leaving the first serving; SIGTERM exits 0', async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    const second = await spawnServer({ DATA_DIR: dataDir }, { waitForHealth: false });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toMatch(/data directory .* is in use/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'telve.lock'))).toBe(false);
  });
});
