import { describe, expect, it } from 'vitest';
import { openReaderThread } from './reader-thread';

// The thread's side of the conversation, as reader-worker.ts speaks it, in plain JavaScript: it
// answers a photo with its size and first byte, says what a photo starting with 0xEE did wrong, and
// exits at once on a photo starting with 0xFF.
const STAND_IN_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (request) => {
  if (request.warm) return parentPort.postMessage({ id: request.id, warmed: true });
  const first = request.photo[0];
  if (first === 0xff) process.exit(3);
  if (first === 0xee) return parentPort.postMessage({ id: request.id, error: 'a photo it could not read' });
  parentPort.postMessage({ id: request.id, result: { ok: false, refusal: 'not-a-cup', bytes: request.photo.length, first, angle: request.options.handleAngle } });
});
`;

const photo = (...bytes: number[]) => Buffer.from(bytes);

describe('the cup reader in a thread of its own', () => {
  it("sends a copy of the photo and the member's handle angle, and answers each photo with its own result", async () => {
    const thread = openReaderThread(STAND_IN_WORKER, { eval: true });
    try {
      const mine = photo(1, 2, 3);
      const [a, b] = await Promise.all([thread.read(mine, { handleAngle: 45 }), thread.read(photo(7, 8))]);
      expect(a).toEqual({ ok: false, refusal: 'not-a-cup', bytes: 3, first: 1, angle: 45 });
      expect(b).toMatchObject({ bytes: 2, first: 7 });
      // The caller's bytes are still its own, to store.
      expect([...mine]).toEqual([1, 2, 3]);
      await expect(thread.warm()).resolves.toBeUndefined();
    } finally {
      await thread.close();
    }
  });

  it("refuses a photo with the thread's error, and keeps reading the next", async () => {
    const thread = openReaderThread(STAND_IN_WORKER, { eval: true });
    try {
      await expect(thread.read(photo(0xee))).rejects.toThrow('the cup reader failed: a photo it could not read');
      await expect(thread.read(photo(5))).resolves.toMatchObject({ first: 5 });
    } finally {
      await thread.close();
    }
  });

  it('refuses the photos a thread held when it exits, and starts a new thread for the next photo', async () => {
    const thread = openReaderThread(STAND_IN_WORKER, { eval: true });
    try {
      await expect(thread.read(photo(0xff))).rejects.toThrow("the cup reader's thread exited (3)");
      await expect(thread.read(photo(9))).resolves.toMatchObject({ first: 9 });
    } finally {
      await thread.close();
    }
  });

  it('refuses what is still waiting when it is closed', async () => {
    // A thread that never answers.
    const thread = openReaderThread("require('node:worker_threads').parentPort.on('message', () => {});", {
      eval: true,
    });
    const waiting = expect(thread.read(photo(1))).rejects.toThrow("the cup reader's thread was closed");
    await thread.close();
    await waiting;
  });
});
