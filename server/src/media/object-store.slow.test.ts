import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, quickMember } from '../../test/circles';
import { signUpPremium } from '../../test/factories';
import { abortUploadMidway } from '../../test/held-upload';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { startTestApp, type TestApp } from '../../test/test-app';
import { postMedia, users } from '../db/schema';
import { ORPHAN_MIN_AGE_MS, sweepOrphanBlobs } from '../db/sweep-orphan-blobs';
import { newBlobKey } from './blob-store';
import { checkBlobStoreAtStart } from './open-blob-store';
import { openS3BlobStore } from './s3-blob-store';

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestApp({ s3: s3.config, circleVideoMaxBytes: 1024 * 1024 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const STORE_DOWN = {
  message: 'Photos and videos cannot be stored or shown right now. Please try again in a minute.',
  code: 'UNAVAILABLE',
};

const form = (bytes: Uint8Array, name: string, field = 'file') => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), name);
  return data;
};

const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2')]).copy(bytes);
  for (let at = 64; at < size; at += 1) bytes[at] = at % 251;
  return bytes;
};

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8b5a2b' } })
    .jpeg()
    .toBuffer();

const keyOf = (url: string) => url.replace('/uploads/', '');
const object = (url: string) => s3.storedBytes(`uploads/${keyOf(url)}`);

async function poster() {
  const circle = await createCircle(t);
  return { circle, me: await quickMember(t, { circleId: circle.id }) };
}

describe('media in an S3-compatible store', () => {
  it('stores a re-encoded photo and a streamed video in the bucket, and serves them with ranges and a year of caching', async () => {
    const { me } = await poster();
    const photo = await me.client.post('/api/circle-media', form(await jpeg(3000, 1500), 'p.jpg'));
    expect(photo.status).toBe(201);
    const stored = object(photo.body.url);
    expect(await sharp(stored ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: 'webp', width: 2048 });

    const bytes = mp4(1024 * 1024);
    const video = await me.client.post('/api/circle-media', form(bytes, 'v.mp4'));
    expect(video.status).toBe(201);
    expect(object(video.body.url)?.equals(bytes)).toBe(true);

    const whole = await fetch(t.url + video.body.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('content-length')).toBe(String(1024 * 1024));
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await fetch(t.url + video.body.url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${1024 * 1024}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await fetch(t.url + video.body.url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-10))).toBe(true);
    // A HEAD answers the same headers without fetching the object.
    const stream = t.app.ctx.blobs.stream;
    let streamed = 0;
    t.app.ctx.blobs.stream = (...args) => {
      streamed += 1;
      return stream.apply(t.app.ctx.blobs, args);
    };
    try {
      const head = await fetch(t.url + video.body.url, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([
        200,
        String(1024 * 1024),
        'video/mp4',
      ]);
      expect(streamed).toBe(0);
    } finally {
      t.app.ctx.blobs.stream = stream;
    }
    const outside = await fetch(t.url + video.body.url, { headers: { range: `bytes=${1024 * 1024}-` } });
    expect(outside.status).toBe(416);
    expect((await fetch(`${t.url}/uploads/${newBlobKey('mp4')}`)).status).toBe(404);
  });

  it('refuses a video over the limit with 413 and keeps no object of it, nor of an abandoned one', async () => {
    const { me } = await poster();
    const before = s3.objectKeys();
    const big = await me.client.post('/api/circle-media', form(mp4(1024 * 1024 + 1), 'big.mp4'));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File too large: Please attach a video smaller than 1MB');
    await abortUploadMidway(`${t.url}/api/circle-media`, {
      cookie: me.client.cookieHeader(),
      head: mp4(64),
      totalBytes: 900 * 1024,
      sentBytes: 400 * 1024,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s3.objectKeys()).toEqual(before);
    expect(await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, me.id))).toEqual([]);
  });

  it('removes the objects of a deleted post, of a circle an administrator deletes, and of a deleted account', async () => {
    const { circle, me } = await poster();
    const upload = async (member = me) =>
      (await member.client.post('/api/circle-media', form(mp4(8 * 1024), 'v.mp4'))).body as { id: number; url: string };
    const post = async (mediaIds: number[], member = me) =>
      (await member.client.post(`/api/circles/${circle.id}/posts`, { content: 'x', mediaIds })).body as { id: number };

    const own = await upload();
    const ownPost = await post([own.id]);
    expect(object(own.url)).not.toBeNull();
    expect((await me.client.request('DELETE', `/api/posts/${ownPost.id}`)).status).toBeLessThan(300);
    expect(object(own.url)).toBeNull();

    const inCircle = [await upload(), await upload()];
    await post(inCircle.map((media) => media.id));
    const admin = await quickMember(t, { role: 'admin' });
    expect((await admin.client.request('DELETE', `/api/admin/circles/${circle.id}`)).status).toBeLessThan(300);
    expect(inCircle.map((media) => object(media.url))).toEqual([null, null]);

    const leaving = await signUpPremium(t);
    const profile = new FormData();
    profile.append('photo', new Blob([new Uint8Array(await jpeg(400, 400))]), 'me.jpg');
    const photo = await leaving.client.post('/api/upload-photo', profile);
    expect(photo.status).toBe(200);
    const theirs = (await leaving.client.post('/api/circle-media', form(mp4(8 * 1024), 'v.mp4'))).body;
    expect([object(photo.body.url), object(theirs.url)].every(Boolean)).toBe(true);
    const gone = await leaving.client.post('/api/account/delete', { password: leaving.password });
    expect(gone.status).toBe(200);
    expect([object(photo.body.url), object(theirs.url)]).toEqual([null, null]);
  }, 60_000);

  it('answers 503 with Retry-After while the store is down, writing nothing half-way; the sweep clears what deletes left', async () => {
    const { circle, me } = await poster();
    const kept = (await me.client.post('/api/circle-media', form(mp4(8 * 1024), 'v.mp4'))).body;
    const keptPost = (await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [kept.id] })).body;
    const rowsBefore = await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, me.id));
    const [photoBefore] = await t.database.db
      .select({ url: users.profilePhotoUrl })
      .from(users)
      .where(eq(users.id, me.id));

    await s3.stop();
    try {
      const video = await me.client.post('/api/circle-media', form(mp4(8 * 1024), 'v.mp4'));
      expect([video.status, video.headers.get('retry-after'), video.body]).toEqual([503, '30', STORE_DOWN]);
      const photo = await me.client.post('/api/circle-media', form(await jpeg(300, 200), 'p.jpg'));
      expect([photo.status, photo.body]).toEqual([503, STORE_DOWN]);
      const profile = new FormData();
      profile.append('photo', new Blob([new Uint8Array(await jpeg(300, 300))]), 'me.jpg');
      expect((await me.client.post('/api/upload-photo', profile)).status).toBe(503);
      const served = await fetch(t.url + kept.url);
      expect([served.status, served.headers.get('retry-after')]).toEqual([503, '30']);

      expect(await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, me.id))).toEqual(rowsBefore);
      const [photoAfter] = await t.database.db
        .select({ url: users.profilePhotoUrl })
        .from(users)
        .where(eq(users.id, me.id));
      expect(photoAfter).toEqual(photoBefore);
      // A deletion still commits; the object it could not remove is left for the sweep.
      expect((await me.client.request('DELETE', `/api/posts/${keptPost.id}`)).status).toBeLessThan(300);
    } finally {
      await s3.start();
    }
    expect(object(kept.url)).not.toBeNull();

    const named = (await me.client.post('/api/circle-media', form(mp4(8 * 1024), 'v.mp4'))).body;
    const young = newBlobKey('webp');
    t.clock.set(new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000));
    await t.app.ctx.blobs.put(young, Buffer.from('just written'), 'image/webp');
    const removed = await sweepOrphanBlobs(t.app.ctx);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(object(kept.url)).toBeNull();
    expect(object(named.url)).not.toBeNull();
  }, 60_000);
});

describe('the orphan sweep in the bucket', () => {
  it('leaves an object no row names a day: 23 hours old it stays, 25 hours old it goes', async () => {
    const HOUR = 60 * 60 * 1000;
    const orphan = newBlobKey('webp');
    await t.app.ctx.blobs.put(orphan, Buffer.from('no row names me'), 'image/webp');
    const start = Date.now();
    t.clock.set(new Date(start + 23 * HOUR));
    await sweepOrphanBlobs(t.app.ctx);
    expect(s3.storedBytes(`uploads/${orphan}`)).not.toBeNull();
    t.clock.set(new Date(start + 25 * HOUR));
    await sweepOrphanBlobs(t.app.ctx);
    expect(s3.storedBytes(`uploads/${orphan}`)).toBeNull();
  });
});

describe('the store at start', () => {
  it('stops the start, naming the variable, for a bucket that does not exist or keys it refuses; starts and warns when it does not answer', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: object, message?: string) => void warnings.push(message ?? '') };
    const missing = { ...s3.config, bucket: 'no-such-bucket' };
    const check = async (config: typeof s3.config) => {
      const store = await openS3BlobStore(config, { prefix: 'uploads/' });
      try {
        await checkBlobStoreAtStart(store, { s3: config }, log);
      } finally {
        store.close();
      }
    };
    await expect(check(missing)).rejects.toThrow(
      `Invalid environment variable S3_BUCKET: there is no bucket "no-such-bucket" at ${s3.config.endpoint}`,
    );
    await expect(
      check({ ...s3.config, credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG' } }),
    ).rejects.toThrow(
      `Invalid environment variable S3_ACCESS_KEY_ID: the bucket "telve-media" at ${s3.config.endpoint} refuses these credentials (HTTP 403)`,
    );
    await s3.stop();
    try {
      await check(s3.config);
    } finally {
      await s3.start();
    }
    expect(warnings).toEqual([
      `the object store (bucket "telve-media" at ${s3.config.endpoint}) does not answer: photos and videos answer 503 until it does`,
    ]);
  });
});
