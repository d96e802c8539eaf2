import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { newBlobKey } from './blob-store';
import { openS3BlobStore, type S3BlobStore } from './s3-blob-store';

let s3: TestS3;
let store: S3BlobStore;
beforeAll(async () => {
  s3 = await startTestS3();
  store = await openS3BlobStore(s3.config, { prefix: 'uploads/' });
});
afterAll(async () => {
  store.close();
  await s3.close();
});

const STORE_DOWN = {
  status: 503,
  message: 'Photos and videos cannot be stored or shown right now. Please try again in a minute.',
  headers: { 'retry-after': '30' },
};

/** A stream of `bytes` in chunks of `chunk` bytes, as a request body arrives. */
const chunked = (bytes: Buffer, chunk = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );

const text = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('S3BlobStore against an S3-compatible server', () => {
  it('stores bytes under its prefix, and answers stat, get, ranges, exists and delete', async () => {
    const key = newBlobKey('webp');
    const bytes = randomBytes(10_000);
    await store.put(key, bytes, 'image/webp');
    expect(s3.storedBytes(`uploads/${key}`)?.equals(bytes)).toBe(true);
    expect(await store.stat(key)).toEqual({ size: 10_000, contentType: 'image/webp' });
    expect((await store.get(key))?.equals(bytes)).toBe(true);
    expect((await text(await store.stream(key, { start: 100, end: 199 }))).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await text(await store.stream(key))).equals(bytes)).toBe(true);
    expect(await store.exists(key)).toBe(true);

    await store.delete(key);
    expect(s3.storedBytes(`uploads/${key}`)).toBeNull();
    expect([await store.stat(key), await store.get(key), await store.stream(key), await store.exists(key)]).toEqual([
      null,
      null,
      null,
      false,
    ]);
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect(await store.stat('../etc/passwd')).toBeNull();
  });

  it('stores a streamed video byte for byte: one part under 5 MB, a multipart upload over it', async () => {
    for (const size of [300 * 1024, 11 * 1024 * 1024 + 7]) {
      const key = newBlobKey('mp4');
      const bytes = randomBytes(size);
      await store.put(key, chunked(bytes), 'video/mp4');
      // The object holds the bytes themselves, not an aws-chunked body with checksums inside.
      const stored = s3.storedBytes(`uploads/${key}`);
      expect(stored?.length).toBe(size);
      expect(stored?.equals(bytes)).toBe(true);
      expect(await store.stat(key)).toEqual({ size, contentType: 'video/mp4' });
      await store.delete(key);
    }
  }, 60_000);

  it('keeps nothing of a stream that fails part-way, and rethrows the stream’s own error', async () => {
    const before = s3.objectKeys();
    for (const size of [100 * 1024, 7 * 1024 * 1024]) {
      const gone = new Error('the member went away');
      const failing = Readable.from(
        (async function* () {
          yield randomBytes(size);
          throw gone;
        })(),
      );
      await expect(store.put(newBlobKey('mp4'), failing, 'video/mp4')).rejects.toBe(gone);
    }
    expect(s3.objectKeys()).toEqual(before);
  }, 60_000);

  it('lists the blobs under its own prefix only, with when they were written', async () => {
    const other = await openS3BlobStore(s3.config, { prefix: 'cup-photos/' });
    const mine = newBlobKey('webp');
    const theirs = newBlobKey('webp');
    await store.put(mine, Buffer.from('a'), 'image/webp');
    await other.put(theirs, Buffer.from('b'), 'image/webp');
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key)).toEqual([mine]);
    expect(Math.abs((listed[0]?.writtenAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(s3.objectKeys()).toEqual([`cup-photos/${theirs}`, `uploads/${mine}`].sort());
    await store.delete(mine);
    await other.delete(theirs);
    other.close();
  });

  it('answers 503 with Retry-After for every operation while the store is down', async () => {
    const key = newBlobKey('webp');
    await store.put(key, Buffer.from('kept'), 'image/webp');
    await s3.stop();
    try {
      await expect(store.put(newBlobKey('webp'), Buffer.from('x'), 'image/webp')).rejects.toMatchObject(STORE_DOWN);
      await expect(store.put(newBlobKey('mp4'), chunked(randomBytes(1000)), 'video/mp4')).rejects.toMatchObject(
        STORE_DOWN,
      );
      await expect(store.stat(key)).rejects.toMatchObject(STORE_DOWN);
      await expect(store.stream(key, { start: 0, end: 1 })).rejects.toMatchObject(STORE_DOWN);
      await expect(store.delete(key)).rejects.toMatchObject(STORE_DOWN);
      await expect(store.check()).rejects.toMatchObject(STORE_DOWN);
      await expect(
        (async () => {
          for await (const _ of store.list());
        })(),
      ).rejects.toMatchObject(STORE_DOWN);
    } finally {
      await s3.start();
    }
    expect((await store.get(key))?.toString()).toBe('kept');
    await expect(store.check()).resolves.toBeUndefined();
    await store.delete(key);
  }, 60_000);
});
