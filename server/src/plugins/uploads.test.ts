import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import { newBlobKey } from '../media/blob-store';

let t: TestApp;
/** A stored 1000-byte "video": byte i is i % 256, so every range is easy to check. */
const video = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));
let videoKey: string;

beforeAll(async () => {
  t = await startTestApp();
  videoKey = newBlobKey('mp4');
  await t.app.ctx.blobs.put(videoKey, video, 'video/mp4');
});
afterAll(() => t.close());

const get = (name: string, headers: Record<string, string> = {}) => fetch(`${t.url}/uploads/${name}`, { headers });

describe('GET /uploads/:name', () => {
  it('serves the whole blob with the type of its key, nosniff and an immutable cache', async () => {
    const res = await get(videoKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  });

  it('answers a range of the first bytes with 206 and Content-Range, uncompressed', async () => {
    const res = await get(videoKey, { range: 'bytes=0-9', 'accept-encoding': 'gzip' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-9/1000');
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers a suffix range with the last bytes, and an open range up to the end', async () => {
    const suffix = await get(videoKey, { range: 'bytes=-4' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe('bytes 996-999/1000');
    expect([...new Uint8Array(await suffix.arrayBuffer())]).toEqual([228, 229, 230, 231]);

    const open = await get(videoKey, { range: 'bytes=998-' });
    expect(open.headers.get('content-range')).toBe('bytes 998-999/1000');
    expect([...new Uint8Array(await open.arrayBuffer())]).toEqual([230, 231]);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of ['bytes=1000-', 'bytes=5-2', 'bytes=-0']) {
      const res = await get(videoKey, { range });
      expect({ range, status: res.status }).toEqual({ range, status: 416 });
      expect(res.headers.get('content-range')).toBe('bytes */1000');
      expect(await res.json()).toEqual({
        message: 'The requested range is outside the file.',
        code: 'RANGE_NOT_SATISFIABLE',
      });
    }
  });

  it('answers 404 for a key with no blob', async () => {
    const res = await get(newBlobKey('webp'));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('answers 404 for a name no key has, even when such a file sits in the directory', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'uploads', 'notes.html'), '<script>alert(1)</script>');
    const names = ['notes.html', videoKey.toUpperCase(), videoKey.replace('.mp4', '.html'), '..%2F..%2Fpackage.json'];
    for (const name of names) {
      expect({ name, status: (await get(name)).status }).toEqual({ name, status: 404 });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await fetch(`${t.url}/uploads/${videoKey}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('1000');
    expect(await res.text()).toBe('');
  });
});

/** A hand-written multipart body, for the shapes a browser never sends. */
/** Each malformed upload from a member of its own, so the fair use of uploads (10 an hour) is not what answers. */
const send = async (body: string, contentType = 'multipart/form-data; boundary=XyZ') =>
  (await signUp(t)).client.post('/api/upload-photo', body, { 'content-type': contentType });

const photoPart = (content: string, name = 'photo', filename = 'a.png') =>
  `--XyZ\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`;

describe('malformed multipart answers 4xx, never 500', () => {
  it('a multipart content type without a boundary: 400', async () => {
    const res = await send(photoPart('abc'), 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Malformed upload: the multipart/form-data content type has no boundary.',
      code: 'BAD_REQUEST',
    });
  });

  it('a body cut off inside the file, or before any part ends: 400', async () => {
    const cutInFile = '--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\n\x89PNG\r\n';
    const cutInHeaders = '--XyZ\r\nContent-Disposition: form-da';
    for (const body of [cutInFile, cutInHeaders, 'not multipart at all']) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Malformed upload: the form data ended early or is not valid multipart. Please try again.',
        code: 'BAD_REQUEST',
      });
    }
  });

  it('a photo part without a filename: 400', async () => {
    const res = await send('--XyZ\r\nContent-Disposition: form-data; name="photo"\r\n\r\n\x89PNG\r\n--XyZ--\r\n');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please send "photo" as a file: the part has no filename.');
  });

  it('no photo, or a file under another name: 400', async () => {
    for (const body of ['--XyZ--\r\n', `${photoPart('abc', 'avatar')}--XyZ--\r\n`]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please choose a file to upload (field "photo").');
    }
  });

  it('a field named __proto__, or a JSON field that is not JSON: 400', async () => {
    const proto = await send('--XyZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--XyZ--\r\n');
    expect(proto.status).toBe(400);
    expect(proto.body.message).toBe('A form field has a name that is not allowed.');
    const json = await send(
      '--XyZ\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--XyZ--\r\n',
    );
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('A form field labelled JSON is not valid JSON.');
  });

  it('more fields than a form has: 413', async () => {
    const fields = Array.from(
      { length: 7 },
      (_, i) => `--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    );
    const res = await send(`${fields.join('')}--XyZ--\r\n`);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('two files: 413', async () => {
    const res = await send(`${photoPart('abc')}${photoPart('def', 'photo', 'b.png')}--XyZ--\r\n`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Please upload one file at a time.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('a file over the route’s limit: 413 with the route’s message', async () => {
    const res = await send(`${photoPart('x'.repeat(5 * 1024 * 1024 + 1))}--XyZ--\r\n`);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'File too large: Please upload an image smaller than 5MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});
