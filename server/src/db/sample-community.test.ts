import fs from 'node:fs';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickMember } from '../../test/circles';
import { openTestDatabase } from '../../test/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../env';
import { SAMPLE_EMAIL_DOMAIN, sampleCommunityFor } from './sample-community';
import { circleEvents, circles, comments, postLikes, postMedia, posts, users } from './schema';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDatabase(t.database.db, { blobs: t.app.ctx.blobs, now: new Date() });
});
afterAll(() => t.close());

const total = async (table: PgTable) => (await t.database.db.select({ n: count() }).from(table))[0]?.n;
const sampleMembers = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, `%@${SAMPLE_EMAIL_DOMAIN}`))
  )[0]?.n;

describe('the sample community', () => {
  // Both samples, side by side: the English one (10 members, 15 posts, 3 photos, 10 events) and the
  // Turkish one (8 members, 11 posts, 1 photo, 5 events; sample-community-tr.test.ts).
  it('gives a new database members, posts with tags and photos, comments, likes and upcoming events', async () => {
    expect(await total(users)).toBe(18);
    expect(await total(posts)).toBe(26);
    expect(await total(postMedia)).toBe(4);
    expect(await total(comments)).toBeGreaterThanOrEqual(30);
    expect(await total(postLikes)).toBeGreaterThanOrEqual(50);
    const events = await t.database.db.select().from(circleEvents);
    expect(events).toHaveLength(15);
    const today = new Date().toISOString().slice(0, 10);
    expect(events.every((e) => e.date >= today)).toBe(true);
    const sample = await t.database.db
      .select()
      .from(users)
      .where(like(users.email, `%@${SAMPLE_EMAIL_DOMAIN}`));
    expect(sample).toHaveLength(18);
    // Every English sample post has its #tags (some Turkish ones have none, as people write).
    const english = await t.database.db
      .select({ tags: posts.tags })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(users.language, 'en'));
    expect(english).toHaveLength(15);
    expect(english.every((p) => p.tags.length > 0)).toBe(true);
  });

  it('draws its photos with the image library keeping no operation cache, as uploads do', () => {
    // The seed's photos are the only images drawn in this process so far.
    const stats = sharp.cache();
    expect(stats.memory.max).toBe(0);
    expect(stats.items.max).toBe(0);
  });

  it('shows in the circles a premium member opens, photos served from the uploads', async () => {
    const [motherhood] = await t.database.db.select().from(circles).where(eq(circles.name, 'Motherhood'));
    const member = await quickMember(t);
    const circle = (await member.client.get(`/api/circles/${motherhood!.id}`)).body;
    expect(circle).toMatchObject({ name: 'Motherhood', members: 128 + 3 + 3, upcomingEvents: 2 + 1 });
    expect(circle.activeDiscussions).toBeGreaterThan(0);
    const feed = (await member.client.get(`/api/circles/${motherhood!.id}/posts`)).body.posts;
    // The newest is still the English sunrise: the Turkish posts here are older (9 hours and more).
    expect(feed[0]).toMatchObject({ authorName: 'Ayşe K.', tags: ['gratitude', 'smallwins'], likes: 2, comments: 1 });
    const photo = await fetch(t.url + feed[0].media[0].url);
    expect(photo.status).toBe(200);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    const members = (await member.client.get(`/api/circles/${motherhood!.id}/members`)).body;
    expect(members.map((m: { name: string }) => m.name).sort()).toEqual([
      'Ayşe K.',
      'Elif A.',
      'Gizem Ö.',
      'Melike G.',
      'Nazlı E.',
      'Selin A.',
    ]);
  });

  it('has members who cannot sign in, whatever the password', async () => {
    for (const password of ['!', 'password', '']) {
      const res = await t.client().post('/api/login', { email: `ayse@${SAMPLE_EMAIL_DOMAIN}`, password });
      expect([400, 401]).toContain(res.status);
    }
    const res = await t.client().post('/api/login', { email: `ayse@${SAMPLE_EMAIL_DOMAIN}`, password: '!!!!!!' });
    expect(res.status).toBe(401);
  });

  it('is seeded once: a second run adds nothing and a deleted sample post stays deleted', async () => {
    const [first] = await t.database.db.select().from(posts).limit(1);
    await t.database.db.delete(posts).where(eq(posts.id, first!.id));
    const files = fs.readdirSync(path.join(t.dataDir, 'uploads')).length;
    await seedDatabase(t.database.db, { blobs: t.app.ctx.blobs, now: new Date() });
    expect(await sampleMembers()).toBe(18);
    expect(await total(posts)).toBe(25);
    expect(await total(circleEvents)).toBe(15);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toHaveLength(files);
  });
});

describe('SEED_SAMPLE_DATA', () => {
  it('false gives the seed no sample community; unset or true gives it one', () => {
    const options = { blobs: t.app.ctx.blobs, now: new Date() };
    expect(sampleCommunityFor(loadConfig({ SEED_SAMPLE_DATA: 'false' }), options)).toBeUndefined();
    expect(sampleCommunityFor(loadConfig({ SEED_SAMPLE_DATA: 'true' }), options)).toBe(options);
    expect(sampleCommunityFor(loadConfig({}), options)).toBe(options);
  });

  it('false makes the seed leave out both sample communities: only the five circles', async () => {
    const database = await openTestDatabase();
    try {
      const config = loadConfig({ SEED_SAMPLE_DATA: 'false' });
      await seedDatabase(database.db, sampleCommunityFor(config, { blobs: t.app.ctx.blobs, now: new Date() }));
      const n = async (table: PgTable) => (await database.db.select({ n: count() }).from(table))[0]?.n;
      expect(await n(circles)).toBe(5);
      expect(await n(users)).toBe(0);
      expect(await n(posts)).toBe(0);
      expect(await n(circleEvents)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
