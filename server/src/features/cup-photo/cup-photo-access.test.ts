import { randomUUID } from 'node:crypto';
import { CUP_PHOTO_MESSAGES } from '@contract/cup-photos';
import { FAIR_USE } from '@contract/fair-use';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { cupPhotos, rateLimits } from '../../db/schema';
import { ReaderQueue } from './reader-queue';
import { cupJpeg, photoForm, StandInReader } from './test-cup-photos';

let t: TestApp;
const reader = new StandInReader();
beforeAll(async () => {
  t = await startTestApp({}, { cupReader: reader.read });
});
afterAll(() => t.close());

describe('GET /api/cup-photos/:id/image', () => {
  it('serves the re-encoded photo to its owner only, kept out of every cache', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const { body } = await owner.client.post('/api/cup-photos', photoForm(await cupJpeg()));
    const path = `/api/cup-photos/${body.id}/image`;

    const res = await fetch(t.url + path, { headers: { cookie: owner.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const whole = Buffer.from(await res.arrayBuffer());
    expect((await sharp(whole).metadata()).format).toBe('webp');
    // Ranges as for every other medium.
    const part = await fetch(t.url + path, { headers: { cookie: owner.client.cookieHeader(), range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(0, 10))).toBe(true);

    const missing = await owner.client.get(`/api/cup-photos/${randomUUID()}/image`);
    const foreign = await other.client.get(path);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await t.client().get(path)).status).toBe(401);
  });

  it('answers 404 to an id that is no photo id at all', async () => {
    const member = await signUp(t);
    for (const id of ['1', 'not-a-uuid', '%00', `${randomUUID()}x`, 'a'.repeat(100)]) {
      expect((await member.client.get(`/api/cup-photos/${id}/image`)).status).toBe(404);
    }
    // Past Fastify's longest path parameter (100 characters), before any route.
    expect((await member.client.get(`/api/cup-photos/${'a'.repeat(101)}/image`)).status).toBe(414);
  });
});

describe('the fair-use limit and the queue', () => {
  it(`takes exactly ${FAIR_USE.cupPhotos.limit} photos a day from 50 sent at once`, async () => {
    const member = await signUp(t);
    const queue = t.app.ctx.cupPhotos.queue;
    t.app.ctx.cupPhotos.queue = new ReaderQueue({ concurrent: 2, capacity: 100, perMember: 100 });
    try {
      const jpeg = await cupJpeg();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => member.client.post('/api/cup-photos', photoForm(jpeg))),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(FAIR_USE.cupPhotos.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50 - FAIR_USE.cupPhotos.limit);
      const refused = answers.find((res) => res.status === 429);
      expect(refused?.body.message).toMatch(
        /^You have reached the fair-use limit of 20 cup photos a day\. Please try again in (a minute|\d+ minutes|an hour|\d+ hours)\.$/,
      );
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      const [kept] = await t.database.db
        .select({ n: count() })
        .from(cupPhotos)
        .where(eq(cupPhotos.ownerId, member.user.id));
      expect(kept?.n).toBe(FAIR_USE.cupPhotos.limit);
    } finally {
      t.app.ctx.cupPhotos.queue = queue;
    }
  });

  it("reads one photo of a member's at a time: a second sent meanwhile gets 503 and does not count, others still get in", async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    reader.hold();
    try {
      const jpeg = await cupJpeg();
      const held = member.client.post('/api/cup-photos', photoForm(jpeg));
      await expect.poll(() => t.app.ctx.cupPhotos.queue.load.admitted).toBe(1);
      const second = await member.client.post('/api/cup-photos', photoForm(jpeg));
      expect(second.status).toBe(503);
      expect(second.body.message).toBe(
        'Your last cup photo is still being read. Please wait for its answer, then try again.',
      );
      expect(second.headers.get('retry-after')).toBe('3');
      const others = other.client.post('/api/cup-photos', photoForm(jpeg));
      // One reading at a time (docs/decisions/0040): the other member's photo is admitted and waits.
      await expect.poll(() => t.app.ctx.cupPhotos.queue.load).toEqual({ running: 1, admitted: 2, members: 2 });
      reader.release();
      expect((await held).status).toBe(201);
      expect((await others).status).toBe(201);
      const [hits] = await t.database.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `member:cup-photos:${member.user.id}`));
      expect(hits?.count).toBe(1);
      // Once answered, the member's next photo is read.
      expect((await member.client.post('/api/cup-photos', photoForm(jpeg))).status).toBe(201);
    } finally {
      reader.release();
    }
  });

  it('answers 503 with Retry-After when the queue is full, and the refused photo does not count', async () => {
    const member = await signUp(t);
    const queue = t.app.ctx.cupPhotos.queue;
    t.app.ctx.cupPhotos.queue = new ReaderQueue({ concurrent: 1, capacity: 2, perMember: 2 });
    reader.hold();
    try {
      const jpeg = await cupJpeg();
      const held = [1, 2].map(() => member.client.post('/api/cup-photos', photoForm(jpeg)));
      await expect.poll(() => t.app.ctx.cupPhotos.queue.load.admitted).toBe(2);
      const busy = await member.client.post('/api/cup-photos', photoForm(jpeg));
      expect(busy.status).toBe(503);
      expect(busy.body.message).toBe(CUP_PHOTO_MESSAGES.busy);
      expect(busy.headers.get('retry-after')).toBe('3');
      reader.release();
      expect((await Promise.all(held)).map((res) => res.status)).toEqual([201, 201]);
      const [hits] = await t.database.db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, `member:cup-photos:${member.user.id}`));
      expect(hits?.count).toBe(2);
      expect(t.app.ctx.cupPhotos.queue.load).toEqual({ running: 0, admitted: 0, members: 0 });
    } finally {
      reader.release();
      t.app.ctx.cupPhotos.queue = queue;
    }
  });
});
