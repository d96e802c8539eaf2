import fs from 'node:fs';
import path from 'node:path';
import { CUP_PHOTO_MAX_BYTES, CUP_PHOTO_MESSAGES, CUP_REFUSAL_MESSAGES } from '@contract/cup-photos';
import { PHOTO_REFUSALS, UPLOAD_MESSAGES } from '@contract/media';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cupPhotos } from '../../db/schema';
import { CUP_REFUSALS } from './reader/types';
import { cupJpeg, jpegWithGps, photoForm, STAND_IN_SHAPES, STAND_IN_SIGHT, StandInReader } from './test-cup-photos';

let t: TestApp;
const reader = new StandInReader();
beforeAll(async () => {
  t = await startTestApp({}, { cupReader: reader.read });
});
afterAll(() => t.close());
beforeEach(() => {
  reader.next = { ok: true, sight: STAND_IN_SIGHT };
});

const storeDir = () => path.join(t.dataDir, 'cup-photos');
/** Photos waiting for their turn, on disk. */
const spooled = () => fs.readdirSync(path.join(t.dataDir, 'incoming'));
const storedFiles = () => (fs.existsSync(storeDir()) ? fs.readdirSync(storeDir()) : []);
async function storedRows() {
  const [row] = await t.database.db.select({ n: count() }).from(cupPhotos);
  return row?.n ?? 0;
}

describe('POST /api/cup-photos', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/cup-photos', photoForm(await cupJpeg()));
    expect(res.status).toBe(401);
  });

  it('answers 201 with what the reader saw, and keeps the re-encoded photo under a random name', async () => {
    const member = await signUp(t);
    const before = storedFiles();
    const res = await member.client.post('/api/cup-photos', photoForm(await cupJpeg()));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      handleAngle: 90,
      handleFound: true,
      cup: STAND_IN_SIGHT.cup,
      shapes: STAND_IN_SHAPES,
    });
    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.webp$/)]);
    // Never in the public uploads, and never under the name the browser gave.
    expect((await fetch(`${t.url}/uploads/${added[0]}`)).status).toBe(404);
    expect(added[0]).not.toContain('IMG_0001');
  });

  it('keeps a large photo at 1333 px on its long side, and that copy is what the reader reads', async () => {
    const member = await signUp(t);
    const large = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#e9dccb' } })
      .jpeg()
      .toBuffer();
    const before = storedFiles();
    const read = reader.calls.length;
    expect((await member.client.post('/api/cup-photos', photoForm(large))).status).toBe(201);
    const [added] = storedFiles().filter((name) => !before.includes(name));
    const stored = fs.readFileSync(path.join(storeDir(), added as string));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 1333, height: 1000 });
    expect(reader.calls.slice(read)).toEqual([{ bytes: stored.length, options: {} }]);
  });

  it('answers whether the reader found the handle, so the member is asked to check a guessed one', async () => {
    const member = await signUp(t);
    reader.next = { ok: true, sight: { ...STAND_IN_SIGHT, handleFound: false } };
    const res = await member.client.post('/api/cup-photos', photoForm(await cupJpeg()));
    expect(res.status).toBe(201);
    expect(res.body.handleFound).toBe(false);
  });

  it("passes the member's handle angle to the reader and answers it", async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/cup-photos', photoForm(await cupJpeg(), { handleAngle: '271.5' }));
    expect(res.status).toBe(201);
    expect(res.body.handleAngle).toBe(271.5);
    expect(reader.calls.at(-1)?.options).toEqual({ handleAngle: 271.5 });
  });

  it('strips EXIF and GPS, and applies the orientation, before the reader sees the photo', async () => {
    const member = await signUp(t);
    const before = storedFiles();
    const turned = await sharp(await jpegWithGps())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(turned).metadata()).toMatchObject({ orientation: 6, width: 120, height: 90 });
    expect(turned.includes(Buffer.from('SecretPhone'))).toBe(true);
    const res = await member.client.post('/api/cup-photos', photoForm(turned));
    expect(res.status).toBe(201);
    const [added] = storedFiles().filter((name) => !before.includes(name));
    const stored = fs.readFileSync(path.join(storeDir(), added ?? ''));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([90, 120]);
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
  });

  for (const refusal of CUP_REFUSALS) {
    it(`answers 422 '${refusal}' with what to do, and keeps nothing`, async () => {
      const member = await signUp(t);
      reader.next = { ok: false, refusal };
      const [rows, files] = [await storedRows(), storedFiles().length];
      const res = await member.client.post('/api/cup-photos', photoForm(await cupJpeg()));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CUP_REFUSAL_MESSAGES[refusal]);
      expect([await storedRows(), storedFiles().length, spooled()]).toEqual([rows, files, []]);
    });
  }

  it('words the four refusals as the issue asks', () => {
    expect(CUP_REFUSAL_MESSAGES['not-a-cup']).toBe(
      "We couldn't find a cup in this photo. Photograph the inside of your cup from straight above, in good light.",
    );
    for (const message of Object.values(CUP_REFUSAL_MESSAGES)) expect(message).toMatch(/\. [A-Z].*\.$/);
  });

  it('answers 415 to a file that is not an image, whatever it is called, and keeps nothing', async () => {
    const member = await signUp(t);
    const [rows, files, calls] = [await storedRows(), storedFiles().length, reader.calls.length];
    const res = await member.client.post(
      '/api/cup-photos',
      photoForm(Buffer.from('%PDF-1.4 not a cup'), {}, 'image/jpeg'),
    );
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(PHOTO_REFUSALS.invalidType);
    const json = await member.client.post('/api/cup-photos', { photo: 'data' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe(UPLOAD_MESSAGES.notMultipart);
    expect([await storedRows(), storedFiles().length, reader.calls.length]).toEqual([rows, files, calls]);
    expect(spooled()).toEqual([]);
  });

  it('answers 413 past 15 MB, and keeps nothing', async () => {
    const member = await signUp(t);
    const rows = await storedRows();
    const big = Buffer.concat([await cupJpeg(), Buffer.alloc(CUP_PHOTO_MAX_BYTES)]);
    const res = await member.client.post('/api/cup-photos', photoForm(big));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(CUP_PHOTO_MESSAGES.tooLarge);
    expect(await storedRows()).toBe(rows);
    expect(spooled()).toEqual([]);
  });

  it('keeps a photo waiting for its turn on disk, not in memory, and removes the original once read', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    const photo = await cupJpeg();
    reader.hold();
    try {
      const reading = first.client.post('/api/cup-photos', photoForm(photo));
      await expect.poll(() => reader.calls.length > 0 && spooled().length === 1).toBe(true);
      const waiting = second.client.post('/api/cup-photos', photoForm(photo, { handleAngle: '45' }));
      await expect.poll(() => spooled().length).toBe(2);
      const sizes = spooled().map((name) => fs.statSync(path.join(t.dataDir, 'incoming', name)).size);
      expect(sizes).toEqual([photo.length, photo.length]);
      reader.release();
      expect((await reading).status).toBe(201);
      expect((await waiting).status).toBe(201);
    } finally {
      reader.release();
    }
    expect(spooled()).toEqual([]);
  });

  it('answers 400 without a photo', async () => {
    const member = await signUp(t);
    const data = new FormData();
    data.append('handleAngle', '10');
    const res = await member.client.post('/api/cup-photos', data);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(UPLOAD_MESSAGES.missing('photo'));
  });

  const badAngles = ['360', '-1', '1e2', 'NaN', 'Infinity', ' 12', '12\u0000', '\u0000', '9'.repeat(400), '', '0x10'];
  for (const angle of badAngles) {
    it(`answers 400 to the handle angle ${JSON.stringify(angle.slice(0, 12))}, before reading`, async () => {
      const member = await signUp(t);
      const [rows, calls] = [await storedRows(), reader.calls.length];
      const res = await member.client.post('/api/cup-photos', photoForm(await cupJpeg(), { handleAngle: angle }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CUP_PHOTO_MESSAGES.badHandleAngle);
      expect([await storedRows(), reader.calls.length]).toEqual([rows, calls]);
    });
  }

  it('answers 400 to a handle angle longer than a form field may be', async () => {
    const member = await signUp(t);
    const res = await member.client.post(
      '/api/cup-photos',
      photoForm(await cupJpeg(), { handleAngle: '1'.repeat(5000) }),
    );
    expect(res.status).toBe(400);
  });
});
