import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { cupPhotos } from '../../db/schema';
import { sweepCupPhotos } from './sweep-cup-photos';
import { cupJpeg, photoForm, StandInReader } from './test-cup-photos';

let t: TestApp;
const reader = new StandInReader();
beforeAll(async () => {
  t = await startTestApp({}, { cupReader: reader.read });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'cup-photos');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function upload(client: TestClient): Promise<{ id: string; file: string }> {
  const before = storedFiles();
  const res = await client.post('/api/cup-photos', photoForm(await cupJpeg()));
  expect(res.status).toBe(201);
  const [file] = storedFiles().filter((name) => !before.includes(name));
  return { id: res.body.id, file: file ?? '' };
}

const image = (client: TestClient, id: string) => client.get(`/api/cup-photos/${id}/image`);

describe('a cup photo is kept 24 hours unless a reading uses it', () => {
  it('deletes the row and the file of a photo no reading uses once 24 hours have passed', async () => {
    t.clock.set(new Date('2026-11-20T09:00:00Z'));
    const member = await signUp(t);
    const unused = await upload(member.client);
    const read = await upload(member.client);
    const reading = await member.client.post('/api/coffee-reading', { intention: 'love', cupPhotoId: read.id });
    expect(reading.status).toBe(201);

    t.clock.advance(24 * HOUR - 60_000);
    await sweepCupPhotos(t.app.ctx);
    expect((await image(member.client, unused.id)).status).toBe(200);

    t.clock.advance(2 * 60_000);
    await sweepCupPhotos(t.app.ctx);
    expect((await image(member.client, unused.id)).status).toBe(404);
    expect(storedFiles()).not.toContain(unused.file);
    const rows = await t.database.db.select().from(cupPhotos).where(eq(cupPhotos.ownerId, member.user.id));
    expect(rows.map((row) => row.id)).toEqual([read.id]);
    // The reading keeps its photo, weeks later too.
    t.clock.advance(30 * 24 * HOUR);
    await sweepCupPhotos(t.app.ctx);
    const [kept] = await t.database.db.select().from(cupPhotos).where(eq(cupPhotos.id, read.id));
    expect(kept?.readingId).toBe(reading.body.id);
    expect(storedFiles()).toContain(read.file);
  });

  it("removes a photo's file no row names any more (its reading deleted) once it is a day old: at 23 hours it stays, at 25 it goes", async () => {
    t.clock.set(new Date('2026-11-22T09:00:00Z'));
    const member = await signUp(t);
    const photo = await upload(member.client);
    await member.client.post('/api/coffee-reading', { cupPhotoId: photo.id });
    // The reading goes (with its account's readings, or by hand): the row cascades, the file is left.
    await t.database.db.delete(cupPhotos).where(eq(cupPhotos.id, photo.id));
    const written = fs.statSync(path.join(t.dataDir, 'cup-photos', photo.file)).mtime.getTime();
    t.clock.set(new Date(written + 23 * HOUR));
    await sweepCupPhotos(t.app.ctx);
    expect(storedFiles()).toContain(photo.file);
    t.clock.set(new Date(written + 25 * HOUR));
    await sweepCupPhotos(t.app.ctx);
    expect(storedFiles()).not.toContain(photo.file);
  });
});

describe("the member's data", () => {
  it("lists the member's photos in 'Download my data', with what was seen, never their stored name", async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    const photo = await upload(member.client);
    await upload(other.client);
    const res = await member.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.body.cupPhotos).toEqual([
      expect.objectContaining({
        id: photo.id,
        ownerId: member.user.id,
        handleAngle: 90,
        shapes: expect.any(Array),
        image: `/api/cup-photos/${photo.id}/image`,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(photo.file.slice(0, 32));
  });

  it('deletes the photos, rows and files, with the account', async () => {
    const member = await signUp(t);
    const unused = await upload(member.client);
    const read = await upload(member.client);
    await member.client.post('/api/coffee-reading', { cupPhotoId: read.id });
    const res = await member.client.post('/api/account/delete', { password: member.password });
    expect(res.status).toBe(200);
    const rows = await t.database.db.select().from(cupPhotos).where(eq(cupPhotos.ownerId, member.user.id));
    expect(rows).toEqual([]);
    expect(storedFiles()).not.toContain(unused.file);
    expect(storedFiles()).not.toContain(read.file);
  });
});
