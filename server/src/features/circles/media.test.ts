import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCircle, quickMember } from '../../../test/circles';
import { abortUploadMidway, holdPngMidway, noisePng } from '../../../test/held-upload';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { postMedia } from '../../db/schema';
import { ImagePipeline } from '../../media/image-pipeline';

let t: TestApp;
beforeAll(async () => {
  // A 1 MB video limit keeps the oversize test small; the default (50 MB) is pinned in circle-env.test.ts.
  t = await startTestApp({ circleVideoMaxBytes: 1024 * 1024 });
});
afterAll(() => t.close());

const form = (bytes: Uint8Array, type: string, name: string, field = 'file') => {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
};

/** The first bytes of each container, padded to `size`. */
const videoOf = (kind: 'mp4' | 'mov' | 'webm', size = 8 * 1024) => {
  const heads = {
    mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2')]),
    mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\x02\0qt  ')]),
    webm: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]),
  };
  const bytes = Buffer.alloc(size, 0);
  heads[kind].copy(bytes);
  return bytes;
};

async function uploader() {
  const circle = await createCircle(t);
  return { circle, me: await quickMember(t, { circleId: circle.id }) };
}

describe('POST /api/circle-media', () => {
  it('re-encodes a photo to WebP at most 2048 px under a random name, without EXIF or GPS', async () => {
    const { me } = await uploader();
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#8b5a2b' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
      .toBuffer();
    const res = await me.client.post('/api/circle-media', form(jpeg, 'image/jpeg', 'holiday.jpg'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image', width: 2048, height: 1024, aspectRatio: 1.5 });
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const stored = fs.readFileSync(path.join(t.dataDir, res.body.url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048, height: 1024 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
    const served = await fetch(t.url + res.body.url);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['mp4', 'mov', 'webm'] as const)(
    'accepts a %s video by its magic bytes and stores it as sent',
    async (kind) => {
      const { me } = await uploader();
      const bytes = videoOf(kind);
      const res = await me.client.post('/api/circle-media', form(bytes, 'application/octet-stream', 'clip.bin'));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ type: 'video', width: null, height: null, aspectRatio: 16 / 9 });
      expect(res.body.url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${kind}$`));
      expect(fs.readFileSync(path.join(t.dataDir, res.body.url)).equals(bytes)).toBe(true);
      const part = await fetch(t.url + res.body.url, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      const types = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };
      expect(part.headers.get('content-type')).toBe(types[kind]);
      expect(part.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    },
  );

  it('refuses a photo over 15 MB with 413', async () => {
    const { me } = await uploader();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.alloc(15 * 1024 * 1024 + 1, 0);
    png.copy(big);
    const res = await me.client.post('/api/circle-media', form(big, 'image/png', 'big.png'));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File too large: Please attach a photo smaller than 15MB');
  });

  it('counts a photo while it is still arriving: another past the budget meanwhile gets 503 and leaves no row', async () => {
    const photo = await noisePng();
    const pipeline = new ImagePipeline({ maxHeldBytes: Math.floor(photo.byteLength * 1.5) });
    const shared = t.app.ctx.images;
    t.app.ctx.images = pipeline;
    const slow = await uploader();
    const other = await uploader();
    let finish: () => Promise<unknown> = async () => undefined;
    try {
      const first = await holdPngMidway(`${t.url}/api/circle-media`, {
        cookie: slow.me.client.cookieHeader(),
        field: 'file',
        bytes: photo,
        pipeline,
      });
      finish = () => first.finish();
      expect(pipeline.bytesHeld).toBeGreaterThan(photo.byteLength / 2);

      const refused = await other.me.client.post('/api/circle-media', form(photo, 'image/png', 'b.png'));
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(
        'Many photos are being processed right now. Please try again in a few seconds.',
      );
      expect(refused.headers.get('retry-after')).toBe('5');
      const rows = await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, other.me.id));
      expect(rows).toEqual([]);

      const done = await first.finish();
      expect(done.status).toBe(201);
      expect(pipeline.bytesHeld).toBe(0);
      expect((await other.me.client.post('/api/circle-media', form(photo, 'image/png', 'b.png'))).status).toBe(201);
    } finally {
      // A failed check still lets the held request finish, so the app can close.
      await finish();
      t.app.ctx.images = shared;
    }
  });

  it('refuses a spoofed video (text labelled video/mp4) and an audio file with 415', async () => {
    const { me } = await uploader();
    const m4a = Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypM4A \0\0\x02\0M4A '), Buffer.alloc(64)]);
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'clip.mp4'],
      [m4a, 'song.m4a'],
    ] as const) {
      const res = await me.client.post('/api/circle-media', form(bytes, 'video/mp4', name));
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        message:
          'Invalid file type: Please attach a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4, WebM or MOV)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    }
    expect(await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, me.id))).toEqual([]);
  });

  it('takes a video of exactly the limit and refuses one byte more with 413, keeping no file', async () => {
    const { me } = await uploader();
    const ok = await me.client.post('/api/circle-media', form(videoOf('mp4', 1024 * 1024), 'video/mp4', 'a.mp4'));
    expect(ok.status).toBe(201);
    const before = fs.readdirSync(path.join(t.dataDir, 'uploads')).length;
    const big = await me.client.post('/api/circle-media', form(videoOf('mp4', 1024 * 1024 + 1), 'video/mp4', 'b.mp4'));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({
      message: 'File too large: Please attach a video smaller than 1MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toHaveLength(before);
  });

  it('stops storing a video the moment it passes the limit: the store never completes it', async () => {
    const { me } = await uploader();
    const put = t.app.ctx.blobs.put.bind(t.app.ctx.blobs);
    const outcomes: string[] = [];
    t.app.ctx.blobs.put = (...args) =>
      put(...args).then(
        () => void outcomes.push('stored'),
        (error: Error) => {
          outcomes.push(error.message);
          throw error;
        },
      );
    try {
      const big = await me.client.post(
        '/api/circle-media',
        form(videoOf('mp4', 3 * 1024 * 1024), 'video/mp4', 'c.mp4'),
      );
      expect(big.status).toBe(413);
    } finally {
      t.app.ctx.blobs.put = put;
    }
    expect(outcomes).toEqual(['File too large: Please attach a video smaller than 1MB']);
  });

  it('keeps no file and no row of a video upload the member abandons part-way', async () => {
    const { me } = await uploader();
    const dir = path.join(t.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    const before = fs.readdirSync(dir);
    await abortUploadMidway(`${t.url}/api/circle-media`, {
      cookie: me.client.cookieHeader(),
      head: videoOf('mp4'),
      totalBytes: 900 * 1024,
      sentBytes: 400 * 1024,
    });
    await expect.poll(() => fs.readdirSync(dir), { timeout: 5000 }).toEqual(before);
    expect(await t.database.db.select().from(postMedia).where(eq(postMedia.ownerId, me.id))).toEqual([]);
  });

  it('answers 400 without a file and 415 for a JSON body', async () => {
    const { me } = await uploader();
    const wrongField = await me.client.post('/api/circle-media', form(videoOf('mp4'), 'video/mp4', 'a.mp4', 'photo'));
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Please choose a photo or video to attach.');
    const json = await me.client.post('/api/circle-media', { file: 'x' });
    expect(json.status).toBe(415);
  });
});

describe('attaching media to a post', () => {
  it('attaches up to 4 of the author’s uploads in the order given', async () => {
    const { circle, me } = await uploader();
    const ids: number[] = [];
    for (const kind of ['webm', 'mp4', 'mov', 'mp4'] as const) {
      ids.push((await me.client.post('/api/circle-media', form(videoOf(kind), 'video/mp4', 'v'))).body.id);
    }
    const order = [ids[2], ids[0], ids[3], ids[1]];
    const res = await me.client.post(`/api/circles/${circle.id}/posts`, { content: '', mediaIds: order });
    expect(res.status).toBe(201);
    expect(res.body.media.map((m: { id: number }) => m.id)).toEqual(order);
    const feed = (await me.client.get(`/api/circles/${circle.id}/posts`)).body.posts;
    expect(feed[0].media.map((m: { id: number }) => m.id)).toEqual(order);
  });

  it("refuses 5 media, another member's upload and an upload already on a post, writing nothing", async () => {
    const { circle, me } = await uploader();
    const other = await quickMember(t, { circleId: circle.id });
    const mine = (await me.client.post('/api/circle-media', form(videoOf('mp4'), 'video/mp4', 'v'))).body.id;
    const theirs = (await other.client.post('/api/circle-media', form(videoOf('mp4'), 'video/mp4', 'v'))).body.id;

    const five = await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [mine, mine, mine, mine, mine] });
    expect(five.status).toBe(400);
    expect(five.body.message).toBe('Please attach at most 4 photos or videos');

    const foreign = await me.client.post(`/api/circles/${circle.id}/posts`, { content: 'x', mediaIds: [mine, theirs] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('One of the attached files was not found. Please attach it again.');
    // The whole post was rolled back: its own upload is still free to attach.
    const [row] = await t.database.db.select().from(postMedia).where(eq(postMedia.id, mine));
    expect(row?.postId).toBeNull();
    expect((await me.client.get(`/api/circles/${circle.id}/posts`)).body.posts).toEqual([]);

    expect((await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [mine] })).status).toBe(201);
    const again = await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [mine] });
    expect(again.status).toBe(400);
  });

  it('keeps only the 8 newest uploads no post uses, removing older ones and their files', async () => {
    const { circle, me } = await uploader();
    const uploads: { id: number; url: string }[] = [];
    for (let i = 0; i < 9; i++) {
      uploads.push((await me.client.post('/api/circle-media', form(videoOf('mp4'), 'video/mp4', 'v'))).body);
    }
    const [oldest, ...kept] = uploads;
    expect(fs.existsSync(path.join(t.dataDir, oldest!.url))).toBe(false);
    const stale = await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [oldest!.id] });
    expect(stale.status).toBe(400);
    expect(kept.every((u) => fs.existsSync(path.join(t.dataDir, u.url)))).toBe(true);
    const posted = await me.client.post(`/api/circles/${circle.id}/posts`, {
      mediaIds: kept.slice(0, 4).map((u) => u.id),
    });
    expect(posted.status).toBe(201);
  });

  it('removes the files of a deleted post', async () => {
    const { circle, me } = await uploader();
    const upload = (await me.client.post('/api/circle-media', form(videoOf('webm'), 'video/webm', 'v'))).body;
    const post = (await me.client.post(`/api/circles/${circle.id}/posts`, { mediaIds: [upload.id] })).body;
    const file = path.join(t.dataDir, upload.url);
    expect(fs.existsSync(file)).toBe(true);
    await me.client.request('DELETE', `/api/posts/${post.id}`);
    expect(fs.existsSync(file)).toBe(false);
  });
});
