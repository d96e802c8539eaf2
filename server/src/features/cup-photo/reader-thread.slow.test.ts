import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThrough } from '../../../test/sign-up';
import { type ServerProcess, spawnServer } from '../../../test/spawn-server';
import { TestClient } from '../../../test/test-client';
import { generateCupPhoto } from './evaluation/generate-photo';
import { readCupPhoto } from './reader';
import { photoForm } from './test-cup-photos';

// The server as `npm start` runs it reads cup photos in a thread of its own, at a lower priority
// than the main thread (main.ts, reader-thread.ts, reader-worker.ts), and finds what the reader on
// the main thread finds in the same photo.
let server: ServerProcess;
beforeAll(async () => {
  server = await spawnServer();
}, 90_000);
afterAll(() => server.stop());

/** Each thread of the server's process: its name and nice value (field 19 of /proc/<pid>/task/<tid>/stat). */
function threads(pid: number): { name: string; nice: number }[] {
  return fs.readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) };
  });
}

describe('the cup reader in its own thread, in the started server', () => {
  it.runIf(process.platform === 'linux')(
    'reads a photo there, at nice 10, with the shapes the reader finds in the stored photo',
    async () => {
      const member = new TestClient(server.url);
      await signUpThrough((path, body) => member.post(path, body));
      const { jpeg } = await generateCupPhoto(100_002, { width: 640, height: 480, kind: 'cup' });
      const res = await member.post('/api/cup-photos', photoForm(jpeg));
      if (res.status !== 201) console.info(server.output());
      expect(res.status).toBe(201);
      expect(res.body.shapes.length).toBeGreaterThan(0);

      // Below the others' priority run the reader's thread (one of Node's, named 'node') and the
      // image library's workers; the main thread and Node's other threads stay at 0.
      const all = threads(server.child.pid as number);
      const lowered = all.filter((thread) => thread.nice === 10);
      expect(lowered.filter((thread) => thread.name === 'node')).toHaveLength(1);
      expect(lowered.filter((thread) => thread.name !== 'node').map((thread) => thread.name)).toEqual(
        lowered.filter((thread) => thread.name !== 'node').map(() => 'libvips worker'),
      );
      expect(all.filter((thread) => thread.name === 'libvips worker' && thread.nice !== 10)).toEqual([]);
      expect(all[0]).toEqual({ name: 'node', nice: 0 });
      expect(all.filter((thread) => thread.name === 'node' && thread.nice === 0).length).toBeGreaterThan(1);

      // What the reader finds in the stored photo, on this thread.
      const image = await fetch(`${server.url}/api/cup-photos/${res.body.id}/image`, {
        headers: { cookie: member.cookieHeader() },
      });
      const here = await readCupPhoto(Buffer.from(await image.arrayBuffer()));
      expect(here.ok).toBe(true);
      if (!here.ok) return;
      expect(res.body.shapes).toEqual(
        here.sight.shapes.map((shape) => ({ ...shape, confidence: expect.closeTo(shape.confidence, 5) })),
      );
    },
    60_000,
  );
});
