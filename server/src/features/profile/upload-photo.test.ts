import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { holdPngMidway, noisePng } from '../../../test/held-upload';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ImagePipeline } from '../../media/image-pipeline';
import { storeUnavailable } from '../../media/s3-blob-store';
import { floodPng } from '../../media/test-images';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function form(bytes: Buffer | Uint8Array, type: string, name = 'photo.png', extra: Record<string, string> = {}) {
  const data = new FormData();
  for (const [key, value] of Object.entries(extra)) data.append(key, value);
  data.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 80 } } })
    .png()
    .toBuffer();

describe('POST /api/upload-photo', () => {
  it('keeps the new photo when the store cannot remove the old one: that file is left to the orphan sweep', async () => {
    const member = await signUp(t);
    const first = await member.client.post('/api/upload-photo', form(await png(), 'image/png'));
    const remove = t.app.ctx.blobs.delete;
    t.app.ctx.blobs.delete = () => Promise.reject(storeUnavailable(new Error('the store went away')));
    try {
      const second = await member.client.post('/api/upload-photo', form(await png(), 'image/png'));
      expect(second.status).toBe(200);
      expect((await member.client.get('/api/user')).body.profilePhotoUrl).toBe(second.body.url);
    } finally {
      t.app.ctx.blobs.delete = remove;
    }
    expect(fs.existsSync(path.join(t.dataDir, first.body.url))).toBe(true);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/upload-photo', form(await png(), 'image/png'));
    expect(res.status).toBe(401);
  });

  it('re-encodes to WebP at most 320 px, stores it and serves it with nosniff', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/upload-photo', form(await png(1600, 1200), 'image/png'));
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await member.client.get('/api/user')).body.profilePhotoUrl).toBe(res.body.url);

    const served = await fetch(t.url + res.body.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
  });

  it('strips EXIF, including GPS location', async () => {
    const member = await signUp(t);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d9b38c' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await member.client.post('/api/upload-photo', form(jpeg, 'image/jpeg', 'me.jpg'));
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(path.join(t.dataDir, res.body.url));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
  });

  it('refuses a text file labelled image/png with 415', async () => {
    const member = await signUp(t);
    const res = await member.client.post(
      '/api/upload-photo',
      form(Buffer.from('hello, I am not an image'), 'image/png'),
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('refuses 5 MB + 1 byte with 413', async () => {
    const member = await signUp(t);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    (await png(10, 10)).copy(big);
    const res = await member.client.post('/api/upload-photo', form(big, 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/^File too large: /);
  });

  it('refuses a pixel flood (a small file that decodes to 100 megapixels)', async () => {
    const member = await signUp(t);
    const flood = floodPng(10_000, 10_000);
    expect(flood.length).toBeLessThan(5 * 1024 * 1024);
    const res = await member.client.post('/api/upload-photo', form(flood, 'image/png'));
    expect(res.status).toBe(413);
    expect((await member.client.get('/api/user')).body.profilePhotoUrl).toBeNull();
  });

  it("updates only the session member's photo, ignoring userId, and removes a replaced file", async () => {
    const other = await signUp(t);
    const member = await signUp(t);
    const first = await member.client.post(
      '/api/upload-photo',
      form(await png(), 'image/png', 'a.png', { userId: String(other.user.id) }),
    );
    expect((await other.client.get('/api/user')).body.profilePhotoUrl).toBeNull();
    const firstFile = path.join(t.dataDir, first.body.url);
    expect(fs.existsSync(firstFile)).toBe(true);
    const second = await member.client.post('/api/upload-photo', form(await png(400, 400), 'image/png'));
    expect(second.status).toBe(200);
    expect(fs.existsSync(firstFile)).toBe(false);
    // The issued URL is accepted by update-profile; it is the member's own.
    const profile = await member.client.post('/api/update-profile', {
      firstName: 'Ayla',
      lastName: 'Demir',
      email: member.user.email,
      profilePhotoUrl: second.body.url,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.profilePhotoUrl).toBe(second.body.url);
  });

  it('keeps exactly one file per member when 50 uploads arrive at once (10 within fair use)', async () => {
    const member = await signUp(t);
    const uploadsBefore = fs.existsSync(path.join(t.dataDir, 'uploads'))
      ? fs.readdirSync(path.join(t.dataDir, 'uploads'))
      : [];
    const photos = await Promise.all(Array.from({ length: 50 }, (_, index) => png(40 + index, 40)));
    const results = await Promise.all(
      photos.map((photo) => member.client.post('/api/upload-photo', form(photo, 'image/png'))),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 200).length).toBe(10);
    expect(statuses.filter((status) => status === 429).length).toBe(40);
    const current = (await member.client.get('/api/user')).body.profilePhotoUrl;
    const added = fs.readdirSync(path.join(t.dataDir, 'uploads')).filter((name) => !uploadsBefore.includes(name));
    expect(added.map((name) => `/uploads/${name}`)).toEqual([current]);
  });

  it('counts a photo while it is still arriving: a second upload past the budget meanwhile gets 503, and nothing of it is kept', async () => {
    const photo = await noisePng();
    const pipeline = new ImagePipeline({ maxHeldBytes: Math.floor(photo.byteLength * 1.5) });
    const shared = t.app.ctx.images;
    t.app.ctx.images = pipeline;
    const slow = await signUp(t);
    const other = await signUp(t);
    const before = (await other.client.get('/api/user')).body.profilePhotoUrl;
    let finish: () => Promise<unknown> = async () => undefined;
    try {
      // The first member's photo, sent as far as its last 40 KB, and held there.
      const first = await holdPngMidway(`${t.url}/api/upload-photo`, {
        cookie: slow.client.cookieHeader(),
        field: 'photo',
        bytes: photo,
        pipeline,
      });
      finish = () => first.finish();
      expect(pipeline.bytesHeld).toBeGreaterThan(photo.byteLength / 2);

      const refused = await other.client.post('/api/upload-photo', form(photo, 'image/png'));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({
        message: 'Many photos are being processed right now. Please try again in a few seconds.',
      });
      expect(refused.headers.get('retry-after')).toBe('5');
      expect((await other.client.get('/api/user')).body.profilePhotoUrl).toBe(before);

      const done = await first.finish();
      expect(done.status).toBe(200);
      expect((await slow.client.get('/api/user')).body.profilePhotoUrl).toBe(JSON.parse(done.body).url);
      expect(pipeline.bytesHeld).toBe(0);
      // With the first photo done, the second member's goes through.
      expect((await other.client.post('/api/upload-photo', form(photo, 'image/png'))).status).toBe(200);
    } finally {
      // A failed check still lets the held request finish, so the app can close.
      await finish();
      t.app.ctx.images = shared;
    }
  });

  it('answers a request without a photo with 400 and a JSON body with 415', async () => {
    const member = await signUp(t);
    const empty = new FormData();
    empty.append('userId', '1');
    expect((await member.client.post('/api/upload-photo', empty)).status).toBe(400);
    expect((await member.client.post('/api/upload-photo', { photo: 'x' })).status).toBe(415);
  });
});
