import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpThrough } from '../test/sign-up';
import { spawnServer } from '../test/spawn-server';
import { TestClient } from '../test/test-client';

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
  }, 60_000);

  it('binds to 127.0.0.1 unless HOST says otherwise, and prints one line with the address to open', async () => {
    const dataDir = tempDir();
    // An address of this machine that other machines reach (none in a network-less sandbox).
    const outside = Object.values(os.networkInterfaces())
      .flat()
      .find((nic) => nic?.family === 'IPv4' && !nic.internal)?.address;

    const local = await spawnServer({ DATA_DIR: dataDir });
    const { port } = new URL(local.url);
    const output = await local.waitForOutput(/\n/);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^Telve(?:'s API)? is running.* http://localhost:${port}(?:;|$)`)),
    ]);
    if (outside) await expect(fetch(`http://${outside}:${port}/api/health`)).rejects.toThrow();
    expect(await local.stop()).toBe(0);

    const everywhere = await spawnServer({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    const announced = await everywhere.waitForOutput(/\n/);
    expect(announced).toContain(`http://localhost:${new URL(everywhere.url).port} (listening on every interface`);
    if (outside) expect((await fetch(`http://${outside}:${new URL(everywhere.url).port}/api/health`)).status).toBe(200);
    expect(await everywhere.stop()).toBe(0);
  }, 120_000);

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
  }, 120_000);
});

describe('the server process under faults', () => {
  it('keeps every acknowledged write after SIGKILL, and restarts on the same data dir', async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    const member = new TestClient(first.url);
    await signUpThrough((url, body) => member.post(url, body));
    const cookie = member.cookieHeader();
    const acknowledged: number[] = [];
    let fortieth = () => {};
    const fortyAcknowledged = new Promise<void>((resolve) => {
      fortieth = resolve;
    });
    const writer = async () => {
      while (acknowledged.length < 40) {
        try {
          const res = await fetch(`${first.url}/api/moods`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ mood: 'Calm' }),
          });
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
          if (acknowledged.length >= 40) fortieth();
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await fortyAcknowledged;
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(writers);

    const second = await spawnServer({ DATA_DIR: dataDir });
    try {
      const res = await fetch(`${second.url}/api/moods`, { headers: { cookie } });
      const stored = ((await res.json()) as Array<{ id: number }>).map((m) => m.id);
      expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);

  it('on SIGTERM finishes a request already in flight, then exits 0', async () => {
    // At trace level the server logs each request it has begun (at info, only its own shutdown).
    const server = await spawnServer({ DATA_DIR: tempDir(), LOG_LEVEL: 'trace' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    const ended = new Promise((r) => socket.once('close', r));
    const body = JSON.stringify({ email: 'late@telve.test', password: 'in-flight-pw' });
    // Headers and half the body now; the rest after SIGTERM: the request is in flight throughout.
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await server.waitForOutput(
      /"path":"\/api\/login".*"msg":"incoming request"|"msg":"incoming request".*"path":"\/api\/login"/,
    );
    server.child.kill('SIGTERM');
    await server.waitForOutput(/"msg":"shutting down"/);
    socket.write(body.slice(10));
    expect(await server.exited).toBe(0);
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(response).toContain('Invalid email or password');
    socket.destroy();
  }, 120_000);
});
