import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBlobKey, newBlobKey } from './blob-store';
import { LocalBlobStore } from './local-blob-store';

let dir: string;
let store: LocalBlobStore;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'telve-blobs-')), 'uploads');
  store = new LocalBlobStore(dir);
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('blob keys', () => {
  it('are 32 random hex digits and a known extension', () => {
    const key = newBlobKey('mp4');
    expect(key).toMatch(/^[a-f0-9]{32}\.mp4$/);
    expect(newBlobKey('mp4')).not.toBe(key);
    for (const name of [
      '../etc/passwd',
      `${'a'.repeat(32)}.html`,
      `${'A'.repeat(32)}.webp`,
      `${'a'.repeat(31)}.webp`,
    ]) {
      expect({ name, key: isBlobKey(name) }).toEqual({ name, key: false });
    }
  });
});

describe('LocalBlobStore', () => {
  it('stores bytes and a stream under a key, creating its directory', async () => {
    const photo = newBlobKey('webp');
    await store.put(photo, Buffer.from('photo bytes'), 'image/webp');
    expect((await store.get(photo))?.toString()).toBe('photo bytes');
    expect(await store.stat(photo)).toEqual({ size: 11, contentType: 'image/webp' });
    expect(fs.statSync(path.join(dir, photo)).mode & 0o777).toBe(0o644);

    const video = newBlobKey('webm');
    await store.put(video, Readable.from([Buffer.from('0123'), Buffer.from('456789')]), 'video/webm');
    expect(await store.stat(video)).toEqual({ size: 10, contentType: 'video/webm' });
    expect(fs.readdirSync(dir).sort()).toEqual([photo, video].sort());
  });

  it('streams the whole blob or an inclusive byte range', async () => {
    const key = newBlobKey('mp4');
    await store.put(key, Buffer.from('0123456789'), 'video/mp4');
    expect(await text((await store.stream(key))!)).toBe('0123456789');
    expect(await text((await store.stream(key, { start: 2, end: 4 }))!)).toBe('234');
    expect(await text((await store.stream(key, { start: 9, end: 9 }))!)).toBe('9');
  });

  it('leaves nothing behind when a streamed put fails midway', async () => {
    const key = newBlobKey('mp4');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('first half');
        throw new Error('client went away');
      })(),
    );
    await expect(store.put(key, failing, 'video/mp4')).rejects.toThrow('client went away');
    expect(await store.exists(key)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('answers null or false for an absent key or a name that is not a key', async () => {
    for (const key of [newBlobKey('webp'), '../../etc/passwd', 'notes.txt']) {
      expect(await store.get(key)).toBeNull();
      expect(await store.stat(key)).toBeNull();
      expect(await store.stream(key)).toBeNull();
      expect(await store.exists(key)).toBe(false);
    }
  });

  it('deletes a blob, and deleting it again is not an error', async () => {
    const key = newBlobKey('webp');
    await store.put(key, Buffer.from('x'), 'image/webp');
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('makes its directory again when it was removed after the first put', async () => {
    await store.put(newBlobKey('webp'), Buffer.from('first'), 'image/webp');
    fs.rmSync(dir, { recursive: true });
    const key = newBlobKey('webp');
    await store.put(key, Buffer.from('after'), 'image/webp');
    expect((await store.get(key))?.toString()).toBe('after');

    fs.rmSync(dir, { recursive: true });
    // A stream cannot be read a second time: that put fails whole, and the next one finds the directory.
    const streamed = newBlobKey('webm');
    await expect(store.put(streamed, Readable.from([Buffer.from('0123')]), 'video/webm')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await store.put(streamed, Readable.from([Buffer.from('0123')]), 'video/webm');
    expect(fs.readdirSync(dir)).toEqual([streamed]);
  });

  it('refuses to write under a name that is not a key, or a type its extension does not say', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a blob key');
    await expect(store.put(newBlobKey('webp'), Buffer.from('x'), 'text/html')).rejects.toThrow('cannot hold text/html');
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('lists its blobs with when each was written, and nothing else in the directory', async () => {
    const list = async () => {
      const found: Array<{ key: string; writtenAt: Date }> = [];
      for await (const blob of store.list()) found.push(blob);
      return found.sort((a, b) => a.key.localeCompare(b.key));
    };
    expect(await list()).toEqual([]);
    const [photo, video] = [newBlobKey('webp'), newBlobKey('mp4')];
    await store.put(photo, Buffer.from('p'), 'image/webp');
    await store.put(video, Buffer.from('v'), 'video/mp4');
    const then = new Date('2030-01-02T03:04:05Z');
    fs.utimesSync(path.join(dir, photo), then, then);
    fs.writeFileSync(path.join(dir, `.${newBlobKey('webp')}.abc.partial`), 'partial');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a blob');
    fs.mkdirSync(path.join(dir, `${'b'.repeat(32)}.webp`));
    const listed = await list();
    expect(listed.map((blob) => blob.key)).toEqual([photo, video].sort());
    expect(listed.find((blob) => blob.key === photo)?.writtenAt).toEqual(then);
  });
});
