import os from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { libvipsWorkersAtZero, threadsNamed } from '../../test/threads';
import { ImagePipeline } from './image-pipeline';
import { floodPng } from './test-images';

const pipeline = new ImagePipeline();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 80 } } })
    .png()
    .toBuffer();

const INVALID_TYPE = {
  status: 415,
  message: 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)',
};

describe('ImagePipeline.reencode', () => {
  it('re-encodes as WebP within the caller’s edge and reports the real size', async () => {
    const image = await pipeline.reencode(await png(1600, 1200), { maxEdge: 512 });
    expect(image).toMatchObject({ width: 512, height: 384, contentType: 'image/webp', extension: 'webp' });
    const meta = await sharp(image.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 384]);

    const post = await pipeline.reencode(await png(1600, 1200), { maxEdge: 2048 });
    expect([post.width, post.height]).toEqual([1600, 1200]);
  });

  it('strips EXIF, including the camera and the GPS location', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d9b38c' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await pipeline.reencode(jpeg, { maxEdge: 512 });
    const meta = await sharp(image.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(image.bytes.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(image.bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await pipeline.reencode(sideways, { maxEdge: 512 });
    expect([image.width, image.height]).toEqual([200, 300]);
  });

  it('refuses a pixel flood of 100 megapixels with 413 before decoding it', async () => {
    const flood = floodPng(10_000, 10_000);
    expect(flood.length).toBeLessThan(100 * 1024);
    expect(await sharp(flood, { limitInputPixels: false }).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    await expect(pipeline.reencode(flood, { maxEdge: 512 })).rejects.toMatchObject({
      status: 413,
      message: 'File too large: Please upload an image of at most 24 megapixels',
    });
  });

  it('caps pixels at the caller’s limit: 10,000 pass, 10,100 do not', async () => {
    await expect(pipeline.reencode(floodPng(100, 100), { maxEdge: 512, maxPixels: 10_000 })).resolves.toMatchObject({
      width: 100,
    });
    await expect(pipeline.reencode(await png(100, 100), { maxEdge: 512, maxPixels: 10_000 })).resolves.toMatchObject({
      width: 100,
    });
    await expect(pipeline.reencode(await png(101, 100), { maxEdge: 512, maxPixels: 10_000 })).rejects.toMatchObject({
      status: 413,
      message: 'File too large: Please upload an image of at most 0.01 megapixels',
    });
  });

  it('refuses what is not an image by its bytes: text, SVG, a truncated PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
    const truncated = (await png(400, 400)).subarray(0, 120);
    for (const bytes of [Buffer.from('hello, I am not an image'), svg, truncated]) {
      await expect(pipeline.reencode(bytes, { maxEdge: 512 })).rejects.toMatchObject(INVALID_TYPE);
    }
  });

  it('decodes at most 2 images at a time when 10 arrive together', async () => {
    const limited = new ImagePipeline({ maxConcurrentDecodes: 2 });
    const photo = await png(1500, 1500);
    let settled = 0;
    const calls = Array.from({ length: 10 }, () =>
      limited.reencode(photo, { maxEdge: 512 }).finally(() => {
        settled += 1;
      }),
    );
    // Sampled on every turn of the event loop until all 10 are done.
    const samples: Array<{ decoding: number; waiting: number }> = [];
    while (settled < 10) {
      await new Promise((resolve) => setImmediate(resolve));
      samples.push({ decoding: limited.decodes.activeCount, waiting: limited.decodes.pendingCount });
    }
    const results = await Promise.all(calls);
    expect(results.map((image) => image.width)).toEqual(Array(10).fill(512));
    // Many samples when the machine is busy (the decodes run below the test's priority): no spread.
    expect(samples.reduce((most, sample) => Math.max(most, sample.decoding), 0)).toBe(2);
    expect(samples[0]).toEqual({ decoding: 2, waiting: 8 });
    expect(samples.at(-1)).toEqual({ decoding: 0, waiting: 0 });
  });

  it('holds at most its byte budget of uploads not yet decoded, and refuses more with a polite 503 and Retry-After', async () => {
    const photo = await png(600, 600);
    // Room for eight of these photos' bytes, running and waiting together.
    const queued = new ImagePipeline({ maxHeldBytes: 8 * photo.byteLength });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => queued.reencode(photo, { maxEdge: 256 })),
    );
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(8);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      status: 503,
      message: 'Many photos are being processed right now. Please try again in a few seconds.',
      headers: { 'retry-after': '5' },
    });
    // Once the queue drains, the next photo is taken again.
    await expect(queued.reencode(photo, { maxEdge: 256 })).resolves.toMatchObject({ width: 256 });
  });

  it('always takes an upload into an empty queue, and by default a burst of 40 small photos waits its turn', async () => {
    const photo = await png(300, 300);
    const tight = new ImagePipeline({ maxHeldBytes: 10 });
    await expect(tight.reencode(photo, { maxEdge: 128 })).resolves.toMatchObject({ width: 128 });
    const roomy = new ImagePipeline();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => roomy.reencode(photo, { maxEdge: 128 })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(40);
  });

  it('counts an upload as it is read: a second one passing the budget is refused while the first is still arriving', async () => {
    const budget = new ImagePipeline({ maxHeldBytes: 1000 });
    const first = budget.holdUpload();
    const second = budget.holdUpload();
    // Alone, an upload may pass the budget (an empty queue always takes one).
    first.take(600);
    first.take(600);
    expect(budget.bytesHeld).toBe(1200);
    expect(() => second.take(1)).toThrow(
      expect.objectContaining({
        status: 503,
        message: 'Many photos are being processed right now. Please try again in a few seconds.',
        headers: { 'retry-after': '5' },
      }),
    );
    expect(budget.bytesHeld).toBe(1200);
    // Released (twice, as a route's finally does after the decode's), its bytes are given back once.
    first.release();
    first.release();
    expect(budget.bytesHeld).toBe(0);
    second.take(700);
    const third = budget.holdUpload();
    third.take(300);
    expect(() => third.take(1)).toThrow(expect.objectContaining({ status: 503 }));
    second.release();
    third.release();
    expect(budget.bytesHeld).toBe(0);
  });

  it('decodes bytes read into a hold without counting them twice, and gives them back when the decode ends', async () => {
    const photo = await png(300, 300);
    // Room for one and a half photos: counted twice, the photo would be refused beside the other hold.
    const budget = new ImagePipeline({ maxHeldBytes: Math.floor(photo.byteLength * 1.5) });
    const other = budget.holdUpload();
    other.take(10);
    const hold = budget.holdUpload();
    hold.take(photo.byteLength);
    await expect(budget.reencode(photo, { maxEdge: 128, hold })).resolves.toMatchObject({ width: 128 });
    expect(budget.bytesHeld).toBe(10);
    // A refused image gives its hold back too.
    const refused = budget.holdUpload();
    refused.take(200);
    await expect(
      budget.reencode(Buffer.from('not an image at all'), { maxEdge: 128, hold: refused }),
    ).rejects.toMatchObject(INVALID_TYPE);
    expect(budget.bytesHeld).toBe(10);
    other.release();
  });

  it('frees the slot of a decode that fails: the next image waiting is decoded', async () => {
    const single = new ImagePipeline({ maxConcurrentDecodes: 1 });
    // A PNG by its first bytes, so it reaches the decoder, which finds it cut short.
    const truncated = (await png(400, 400)).subarray(0, 120);
    const small = await png(64, 64);
    const failing = single.reencode(truncated, { maxEdge: 512 });
    const next = single.reencode(small, { maxEdge: 512 });
    await expect(failing).rejects.toMatchObject(INVALID_TYPE);
    await expect(next).resolves.toMatchObject({ width: 64 });
    expect(single.decodes.activeCount).toBe(0);
  });
});

describe('the image library', () => {
  it('keeps no cache of past operations: every photo is a new one, so a cache would only hold memory', async () => {
    await new ImagePipeline().reencode(await sharp(floodPng(64, 64)).png().toBuffer(), { maxEdge: 32 });
    const stats = sharp.cache();
    expect(stats.memory.max).toBe(0);
    expect(stats.items.max).toBe(0);
  });

  it.runIf(process.platform === 'linux' && process.getuid?.() === 0)(
    "runs below the requests: after a re-encode, libvips' workers are at niceness 10, the main thread at 0",
    async () => {
      expect(await libvipsWorkersAtZero()).toBeGreaterThan(0);
      await new ImagePipeline().reencode(await png(1600, 1200), { maxEdge: 512 });
      const workers = threadsNamed('libvips worker');
      expect(workers.length).toBeGreaterThan(0);
      expect(workers.map((worker) => worker.priority)).toEqual(workers.map(() => 10));
      expect(os.getPriority(process.pid)).toBe(0);
    },
  );
});
