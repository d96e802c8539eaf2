import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestS3, type TestS3 } from '../../../test/s3-server';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { cupPhotos } from '../../db/schema';
import { newBlobKey } from '../../media/blob-store';
import { sweepCupPhotos } from './sweep-cup-photos';
import { cupJpeg, photoForm, StandInReader } from './test-cup-photos';

// Cup photos in an S3-compatible store (s3rver in this process): what the bucket holds under
// cup-photos/, read back through the app, and removed with the account or by the orphan sweep.
let s3: TestS3;
let t: TestApp;
const reader = new StandInReader();
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestApp({ s3: s3.config }, { cupReader: reader.read });
}, 60_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

const HOUR = 60 * 60 * 1000;
const cupObjects = () => s3.objectKeys().filter((key) => key.startsWith('cup-photos/'));

async function upload(client: TestClient): Promise<{ id: string; object: string }> {
  const before = cupObjects();
  const res = await client.post('/api/cup-photos', photoForm(await cupJpeg()));
  expect(res.status).toBe(201);
  const added = cupObjects().filter((key) => !before.includes(key));
  expect(added).toHaveLength(1);
  return { id: res.body.id, object: added[0] ?? '' };
}

describe('cup photos in an S3-compatible store', () => {
  it('keeps the re-encoded photo in the bucket under cup-photos/, serves its bytes with ranges, and removes it with the account', async () => {
    const member = await signUp(t);
    const unused = await upload(member.client);
    const read = await upload(member.client);
    expect((await member.client.post('/api/coffee-reading', { cupPhotoId: read.id })).status).toBe(201);
    // Nothing of them lands in DATA_DIR, and nothing in the public uploads/ area.
    expect(s3.objectKeys().filter((key) => key.startsWith('uploads/'))).toEqual([]);

    const stored = s3.storedBytes(unused.object) ?? Buffer.alloc(0);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp' });
    const [row] = await t.database.db.select().from(cupPhotos).where(eq(cupPhotos.id, unused.id));
    expect(unused.object).toBe(`cup-photos/${row?.blobKey}`);

    const cookie = member.client.cookieHeader();
    const image = `${t.url}/api/cup-photos/${unused.id}/image`;
    const whole = await fetch(image, { headers: { cookie } });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/webp');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.headers.get('content-length')).toBe(String(stored.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    const part = await fetch(image, { headers: { cookie, range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${stored.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(10, 20))).toBe(true);
    const outside = await fetch(image, { headers: { cookie, range: `bytes=${stored.length}-` } });
    expect(outside.status).toBe(416);

    const gone = await member.client.post('/api/account/delete', { password: member.password });
    expect(gone.status).toBe(200);
    expect([s3.storedBytes(unused.object), s3.storedBytes(read.object)]).toEqual([null, null]);
    expect(cupObjects()).not.toContain(read.object);
  }, 60_000);

  it('sweeps an object no photo names once it is a day old: at 23 hours it stays, at 25 it goes', async () => {
    const member = await signUp(t);
    const photo = await upload(member.client);
    expect((await member.client.post('/api/coffee-reading', { cupPhotoId: photo.id })).status).toBe(201);
    // Its reading deleted: the row cascades, the object is left for the sweep.
    await t.database.db.delete(cupPhotos).where(eq(cupPhotos.id, photo.id));
    const orphan = newBlobKey('webp');
    await t.app.ctx.cupPhotos.blobs.put(orphan, Buffer.from('no row names me'), 'image/webp');
    const start = Date.now();

    t.clock.set(new Date(start + 23 * HOUR));
    await sweepCupPhotos(t.app.ctx);
    expect(cupObjects()).toEqual(expect.arrayContaining([photo.object, `cup-photos/${orphan}`]));

    t.clock.set(new Date(start + 25 * HOUR));
    await sweepCupPhotos(t.app.ctx);
    expect(cupObjects()).not.toContain(photo.object);
    expect(cupObjects()).not.toContain(`cup-photos/${orphan}`);
  }, 60_000);
});
